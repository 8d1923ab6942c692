// SPDX-License-Identifier: BSL-1.0
// The fast path's proofs read from the BNF (generated/rfc1738/grammar/fast_path.hpp):
// the shape of hostport and hostname as src/parser/form_proof.hpp's bit logic reads
// them, the literals and runs of each URL form the masks prove, and the
// verdict label at the end of each, read from the verdict automaton. The
// generator checks what the proofs assume and refuses a grammar where an
// assumption fails.
#ifndef RFC1738_TOOLS_BNF2PEGTL_FAST_PATH_HPP
#define RFC1738_TOOLS_BNF2PEGTL_FAST_PATH_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "ast.hpp"
#include "automata.hpp"

namespace rfc1738::bnf2pegtl {

// One URL form the masks prove: `prefix`, a hostport up to the first
// `path` byte (or a login: a user part, then the hostport, for ftpurl,
// telneturl and ip-schemepart), then runs of `run`'s bytes and escapes
// separated by `separator` (0: none) up to the first `query` byte (0: none),
// after which runs of `run` alone (the query's production has run's
// alphabet), or up to `suffix` followed by one byte of `last` (a byte set),
// the input's last; or, when `run` is empty, nothing after the `path` byte.
struct fast_form {
   std::string form;         // the production url derives it through: "httpurl", "otherurl"
   std::string scheme;       // the text before the prefix's ":"
   std::string prefix;       // "http://"
   bool login = false;       // a login (fast_path's user part, then a hostport), not a hostport alone
   char path = 0;            // the first byte of the literal after the hostport
   bool needs_path = false;  // it must follow the hostport (prosperourl's "/"); else it may end the URL
   bool port = true;         // a hostport (host [ ":" port ]); false: a host alone (fileurl's)
   bool empty_host = false;  // the host may be empty (fileurl's [ host | "localhost" ])
   bool opaque = false;      // no host: runs of `run` right after the prefix, at least one byte (mailtourl's)
   std::string run;          // the production whose alphabet the path's runs are read with (empty: no path)
   char separator = 0;
   std::string first;        // a word (nntpurl's group = alpha *[ … ]): the byte-set production of the path's first byte, which must be there (empty: none)
   bool escapes = true;      // the path's runs take escapes (a word's do not)
   char query = 0;
   std::string query_bytes;  // the production whose bytes the query holds (empty: the run's)
   unsigned counts = 0;       // bit k: k separators may come without a query (0: any number)
   unsigned query_counts = 0; // bit k: k separators may come before the query (0: any number)
   std::string suffix;
   char pair_open = 0;       // after the path, pairs (prosperourl's *[ ";" fieldname "=" fieldvalue ]); 0: none
   char pair_split = 0;
   std::string pair_bytes;   // the production whose bytes a pair's two sides hold (and escapes)
   std::string last;         // a byte-set production (charsets.hpp)
   bool last_many = false;   // after the suffix, one or more bytes of `last` (nntpurl's "/" digits); else one
   std::string host;         // what the proof shows its host derives from: "hostname" (empty: no host)
   std::string schemepart;   // what it shows the schemepart derives from (otherurl: "ip-schemepart"), else empty
   bool generic_only = false;   // its verdict is genericurl's alone: every byte after the prefix an xchar
   std::size_t label = 0;       // index into the verdict automaton's labels: the input is proven
   std::size_t not_a_url = 0;   // the label after the prefix and a byte that begins no generic word
   std::string witness;         // the prefix, a host of one byte and the path byte if needed (`label`'s)
   std::string refuted;         // the prefix and that byte (`not_a_url`'s, a sink)
};

struct fast_path {
   char escape = 0;             // escape's first literal ("%"), followed by two of `hex`
   std::string hex;             // a byte-set production
   char user_separator = 0;     // login = [ user [ ":" password ] "@" ] hostport: ":"
   char login_end = 0;          // "@"
   std::string user;            // the productions whose alphabets a user and a password are read with
   std::string password;
   char port_separator = 0;     // hostport = host [ ":" port ]
   std::string port_bytes;      // port = 1*digit: a byte-set production
   char label_separator = 0;    // hostname = *[ domainlabel "." ] toplabel
   char label_inner = 0;        // domainlabel = A | A *[ A | "-" ] A
   unsigned char top_above = 0; // a label byte is the toplabel's first kind exactly when above it
   std::string generic_run;     // genericurl's schemepart = *G | ...: G
   std::string compared;        // the bytes the masks compare one by one, each once
   std::vector< fast_form > forms;
};

// The fast path of g (RFC 1738's edition, with its components and the
// forms of its scheme facts' @proven line, g.proven) over its verdict
// automaton `v`. Throws read_error, at the production, where the grammar's
// shape is not what the proofs read or an assumption fails, and at the
// @proven line's scheme where a form's proof fails.
fast_path fast_path_of( const grammar& g, const verdict_dfa& v );

}  // namespace rfc1738::bnf2pegtl

#endif
