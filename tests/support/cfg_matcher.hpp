// SPDX-License-Identifier: BSL-1.0
// Independent reference matcher for the RFC 1738 Section 5 BNF.
//
// This component deliberately shares no code with the PEGTL parser it is
// used to check.  It reads the grammar file itself (hand-written recursive
// descent reader), interprets it as a context-free grammar -- alternatives
// are unordered, repetitions are not greedy -- and decides membership with a
// Thompson NFA (every production reference inlined) that is determinised
// lazily, one transition at a time.
//
// Notation accepted (RFC 822 style, as used by RFC 1738 Section 5):
//   name = expr        a production starts with a name in column 1; lines that
//                      start with whitespace continue the previous production
//   ; comment          to end of line (not inside a quoted literal)
//   "text"             literal, case-sensitive, no escapes inside
//   <">                the single double-quote character
//   a | b              alternatives (lowest precedence)
//   a b                sequence
//   [ x ]              optional
//   ( x )              grouping
//   n*m elem           repetition, n defaults to 0, m to unbounded; when elem
//                      is "[ x ]" the repeated element is x (so 1*[ x ] means
//                      one or more x)
// Names consist of letters, digits, '-', '+' and '_' and start with a letter.
// Errors are reported as std::runtime_error("file:line:col: message").
//
// It also reads, with a reader of its own, the notation of the March 1994
// draft-ietf-uri-url-03 (grammar/draft-ietf-uri-url-03.bnf) and the
// definitions of its readings file (grammar/draft-ietf-uri-url-03.readings):
//   name definition    a production is a paragraph (lines up to an empty one)
//   a b                sequence; a word of one character is that character,
//                      "space" is " ", "vline" is "|", any longer word a name
//   a | b, [ x ]       alternatives, optional part; "[", "]" and "|" are
//                      operators even when attached to a character ("[/"),
//                      except that "[" or "]" alone between "|"s (or the ends
//                      of the definition) is that character
//   (nothing)          an empty definition is the empty string ("void")
// The draft's productions recurse; recursion is accepted only on the right
// (the last thing a definition does), where the NFA loops back.
//
// The URI editions (grammar::from_edition_files; cfg_editions.cpp) read two
// notations, chosen by the file's name:
//   *.abnf  ABNF, RFC 5234 section 4, with a reader of its own:
//           a rule starts with its name in column 1 and continues on lines
//           that begin with white space (an empty line or a comment in
//           column 1 ends it); names are letters, digits and '-', compared
//           case-insensitively; "text" matches case-insensitively; %x41,
//           %d65, %b1000001, ranges %x41-5A, concatenations %x0D.0A (values
//           above 255 are refused: the matcher reads bytes); a / b; ( x );
//           [ x ]; repeats *x, n*x, *mx, n*mx and nx directly before their
//           element; the elements of a concatenation are separated by white
//           space; name =/ x adds the alternatives x to name (defined
//           before, in this file or an earlier one of the edition).  A prose
//           value <...> is the empty string directly under a repeat of at
//           most 0 (RFC 3986's path-empty = 0<pchar>) and refused anywhere
//           else.
//   other   RFC 822 notation as RFC 1738's reader above reads it, with two
//           differences: a number without '*' is an exact count (RFC 822
//           section 2.8: 2DIGIT is 2*2DIGIT), and n*[ x ] is refused (RFC 1738
//           reads it as n*x, RFC 822 as *x); a name may be left undefined for
//           a later file or the core rules.  Literals stay case-sensitive.
// Refusals are std::runtime_error("file:line:col: message").
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rfc1738::test::cfg {

// Renders bytes as a double-quoted C string literal (printable ASCII as is,
// everything else escaped) for test failure messages.
std::string quote(std::string_view bytes);

struct location {
  int line = 0;    // 1-based
  int column = 0;  // 1-based, in bytes
};

struct node {
  enum class kind {
    literal,      // text = the bytes to match (may be empty)
    reference,    // text = the production name
    sequence,     // children in order
    alternation,  // any one child
    optional,     // one child, zero or one time
    repetition,   // one child, min..max times
  };
  kind type = kind::literal;
  std::string text;
  std::vector<node> children;
  unsigned min = 0;             // repetition only
  std::optional<unsigned> max;  // repetition only; nullopt = unbounded
  location where;
};

struct production {
  std::string name;
  node body;
  location where;
};

class grammar {
 public:
  static grammar from_file(const std::string& path);
  static grammar from_text(std::string_view text, const std::string& name = "<text>");
  // The draft's BNF with its readings: every one (edition draft-03), or, with
  // literal, all but the typos (edition draft-03-literal).
  static grammar from_draft_files(const std::string& bnf_path, const std::string& readings_path, bool literal);
  static grammar from_draft_text(std::string_view bnf, std::string_view readings, bool literal,
                                 const std::string& bnf_name = "<draft>", const std::string& readings_name = "<readings>");

  // An edition of the URI grammars: the files, read in order (notation by
  // name, see above), then the core rules the edition names.
  //  * A rule a file defines with '=' REPLACES the definition of the same name
  //    (compared case-insensitively) by an earlier file, at the earlier
  //    definition's position; a new name is appended.  Defining a name twice
  //    in one file is refused; '=/' adds alternatives to the definition in
  //    force.
  //  * Every name referred to and defined by no file is taken from core_file
  //    (only those needed, and those they need, transitively); a name found
  //    nowhere is refused where it is referred to.
  //  * References resolve case-insensitively (RFC 5234 section 2.1): in the
  //    grammar returned every reference is spelt as the name of the rule it
  //    resolves to, and has() and get() ignore case too.
  // The order of productions() (which the generator's must equal, by name):
  //   1. the rules of the first file in its order, then each later file's new
  //      names in that file's order, a replaced rule staying where its first
  //      definition was;
  //   2. then the core rules taken, in the order of core_file.
  // A production's name is spelt as in its definition in force (the last '=';
  // a core rule's as in core_file).
  // Rule bodies: an ABNF "text" becomes a sequence of literals and, for each
  // letter, an alternation of its two cases; a %-range an alternation of its
  // one-byte literals; the prose value under a repeat of 0 the empty literal.
  // A prose value <...> of an RFC 822 file (RFC 2396's control and space) is
  // read by the readings file (readings_file; empty: none): blocks of
  // "@prose <...>", "@why" lines and one ABNF rule that defines the
  // production writing the prose; the prose is replaced by the rule's body.
  // A prose value without a reading is refused.
  static grammar from_edition_files(const std::vector<std::string>& files, const std::string& core_file, const std::string& readings_file = {});
  struct source_text {
    std::string name;  // for messages, and the notation: "*.abnf" is ABNF
    std::string text;
  };
  static grammar from_edition_texts(const std::vector<source_text>& files, const source_text& core, const source_text& readings = {});
  // One of uri_editions() by name, its files read from grammar_dir.
  // Throws std::invalid_argument for an unknown edition.
  static grammar from_uri_edition(std::string_view edition, const std::string& grammar_dir);

  const std::vector<std::string>& productions() const { return names_; }  // file order (editions: see above)
  bool has(std::string_view name) const;
  const production& get(std::string_view name) const;  // throws std::out_of_range
  const std::string& source_name() const { return source_; }

 private:
  grammar() = default;
  static std::string fold_name(std::string_view name);  // ASCII lower case
  std::string source_;
  std::vector<std::string> names_;
  std::vector<production> rules_;
  std::vector<std::string> files_;  // rule i was read from files_[i]
  std::map<std::string, std::size_t, std::less<>> index_;
  bool fold_names_ = false;  // has() and get() ignore case (the URI editions)
  std::map<std::string, std::size_t, std::less<>> folded_;
  void index_rules(bool right_recursion_allowed);
};

// The URI editions the tests compare with the generated rules.
struct uri_edition {
  std::string name;                // rfc1808, rfc2396, rfc2732, rfc3986, rfc6874 (the namespace below rfc1738::)
  std::vector<std::string> files;  // in grammar/, in reading order
  std::string core_file;           // in grammar/: rfc5234-core.abnf
  std::string readings_file;       // in grammar/: the readings of its prose values (empty: none)
  std::string top;                 // URL (rfc1808) or URI-reference
};
const std::vector<uri_edition>& uri_editions();
const uri_edition& find_uri_edition(std::string_view name);  // throws std::invalid_argument

// Full-match language of one production, as a lazily built DFA.
class matcher {
 public:
  matcher(const grammar& g, std::string_view production);  // throws std::invalid_argument for an unknown name

  using state = std::int32_t;

  state start() const { return start_; }

  // Memoised: an explored transition is one array lookup.
  state step(state s, unsigned char c) {
    const state t = table_[static_cast<std::size_t>(s) * 256u + c];
    return t >= 0 ? t : explore(s, c);
  }

  bool accepting(state s) const { return accepting_[static_cast<std::size_t>(s)] != 0; }
  // No accepting state is reachable from s.
  bool dead(state s) const { return dead_[static_cast<std::size_t>(s)] != 0; }

  bool matches(std::string_view s);
  // Length of the longest prefix of s that is a prefix of some member of the
  // language (s.size() if s itself is such a prefix).  0 if the language is empty.
  std::size_t viable_prefix(std::string_view s);

  std::size_t dfa_states() const { return subsets_.size(); }
  std::size_t nfa_states() const { return nfa_.size(); }

 private:
  struct nfa_state {
    // Either a byte transition (next >= 0, on any byte in bytes) or only
    // epsilon edges; the final state has neither.
    std::array<std::uint64_t, 4> bytes{};
    std::int32_t next = -1;
    std::vector<std::int32_t> eps;
  };
  struct fragment {
    std::int32_t in;
    std::int32_t out;  // has no outgoing edges yet
  };
  struct subset_hash {
    std::size_t operator()(const std::vector<std::int32_t>& v) const noexcept;
  };

  std::int32_t new_state();
  fragment build(const grammar& g, const node& n);
  using byteset = std::array<std::uint64_t, 4>;
  fragment build_byteset(const byteset& bytes);
  // The language of n as a set of one-byte strings, if it is one.
  std::optional<byteset> byteset_of(const grammar& g, const node& n);

  // Epsilon closure of the seeds, reduced to the states that matter (byte
  // states and the final state) that can still reach the final state.
  std::vector<std::int32_t> close(std::vector<std::int32_t> seeds);
  state intern(std::vector<std::int32_t> subset);
  state explore(state s, unsigned char c);

  // The productions being inlined, outermost first: a reference to one of
  // them (right recursion) loops back to its entry.
  struct open_rule {
    std::string name;
    std::int32_t in;
    std::vector<std::int32_t> pending;  // states to reach from the rule's end
  };
  std::vector<open_rule> open_;
  std::size_t tail_from_ = 0;  // open_[i], i >= tail_from_: only tail positions since it opened

  std::vector<nfa_state> nfa_;
  std::int32_t final_ = -1;
  std::vector<char> coreachable_;
  std::map<std::string, std::optional<byteset>, std::less<>> byteset_cache_;

  std::vector<std::uint32_t> mark_;  // closure scratch
  std::uint32_t stamp_ = 0;

  std::vector<std::vector<std::int32_t>> subsets_;  // DFA state -> NFA subset (sorted)
  std::unordered_map<std::vector<std::int32_t>, state, subset_hash> ids_;
  std::vector<state> table_;  // subsets_.size() * 256, -1 = not explored yet
  std::vector<char> accepting_;
  std::vector<char> dead_;
  state start_ = -1;
};

// Random derivations from the grammar (a random walk over the CFG).
class sampler {
 public:
  sampler(const grammar& g, std::uint64_t seed);
  // Alternatives are chosen uniformly, an optional part is present with
  // probability 1/2, a repetition count is uniform in [min, min + max_repeat]
  // (clipped to the repetition's maximum).  Throws std::invalid_argument for
  // an unknown production.
  std::string sample(std::string_view production, unsigned max_repeat = 4);

 private:
  void walk(const node& n, unsigned max_repeat, std::string& out);
  std::uint64_t below(std::uint64_t n);  // uniform in [0, n)
  grammar g_;
  std::mt19937_64 rng_;
};

}  // namespace rfc1738::test::cfg
