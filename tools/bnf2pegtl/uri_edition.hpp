// SPDX-License-Identifier: BSL-1.0
// An edition of the generic URI syntax (RFC 1808, 2396, 2732, 3986, 6874):
// its grammar assembled from the files that publish it and its facts.
//
// An edition's grammar is the list of its files read in order, each by the
// reader of its notation (`.abnf`: RFC 5234, abnf_reader.hpp; `.bnf`: RFC
// 822's, reader.hpp): a rule defined again in a later file replaces the
// earlier one in its place ("change the 'host' non-terminal", RFC 2732 §3;
// "IP-literal = ...", RFC 6874 §2), a new rule is added after the others.
// Then each name no file defines is taken from the core rules (RFC 5234
// Appendix B.1), with the core rules it names, after the rest.
#ifndef RFC1738_TOOLS_BNF2PEGTL_URI_EDITION_HPP
#define RFC1738_TOOLS_BNF2PEGTL_URI_EDITION_HPP

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ast.hpp"

namespace rfc1738::bnf2pegtl {

// A production that is a part of a URI: its role, the same across editions
// (scheme, userinfo, host, port, authority, path, query, fragment; empty for
// none) and where it is defined ("RFC 3986 §3.2.2").
struct uri_component {
   std::string production;
   std::string role;
   std::string citation;
   location where;
};

// A scheme whose own specification refines `conforms` (RFC 8089's file,
// RFC 6068's mailto): a URI of that scheme conforms when it also derives the
// production.
struct uri_scheme {
   std::string scheme;       // "file", lower case
   std::string production;   // "file-URI"
   std::string citation;     // "RFC 8089 §2"
   location where;
};

// A set of characters the RFC excludes from URIs (RFC 2396 §2.4.3: "we
// include here a description of those US-ASCII characters that have been
// excluded"): its production, a set of bytes, and where it is defined.
struct uri_excluded {
   std::string production;   // "unwise"
   std::string citation;     // "RFC 2396 §2.4.3"; amended: "RFC 2732 §3 (3)"
   location where;
};

// What grammar/<edition>.facts says of the grammar beyond its rules.
struct uri_facts {
   std::string rfc;                        // "RFC 3986": what a message cites
   std::string top;                        // "URI-reference"
   std::vector< std::string > verdicts;    // "URI", "relative-ref"
   bool names_ignore_case = false;         // RFC 5234 §2.1
   std::vector< uri_component > components;
   std::vector< uri_scheme > schemes;
   std::vector< uri_excluded > excluded;   // @excluded section production...; @excluded-amended production section
   std::string excluded_section;           // where the RFC excludes them: "RFC 2396 §2.4.3"
   std::string excluded_rule;              // @excluded-rule: what the RFC says of them
   location where;
};

// The facts of `text` read over `into` (an edition's second facts file adds
// components and may set @rfc, @names, and `@excluded-amended production
// section`: a set an earlier file excludes, as this RFC amends it there; the
// first must set @top and @verdict). Throws read_error on a line it cannot
// read.
void read_uri_facts( std::string_view text, const std::string& file, uri_facts& into );

// The readings of the prose values of an edition's grammar files in RFC
// 822's notation (grammar/rfc2396-excluded.readings): blocks of `@prose
// <...>` (the value as written), `@why` lines and one rule in ABNF (RFC
// 5234, read by abnf_reader.hpp) defining the production that writes the
// prose as the set it is read as, in values only (`%x00-1F / %x7F`). Throws
// read_error on what it cannot read.
std::vector< prose_reading > read_prose_readings( std::string_view text, const std::string& file );

// One grammar file of an edition: its path as printed ("grammar/rfc3986.abnf")
// and its text.
struct grammar_file {
   std::string path;
   std::string text;
};

// The productions of the edition, assembled as said above; `core` is RFC
// 5234's core rules (empty: none); `readings` read the prose values (a
// reading no prose value of the files uses is refused). `replaced` receives, for each rule a later
// file defines again, a note naming both files. With `ignore_case` a name
// refers to the rule of that name in any case, and is spelt as the rule is.
// Throws read_error on what a reader refuses or a name no file defines.
std::vector< definition > assemble_uri_grammar( const std::vector< grammar_file >& files, const grammar_file& core, bool ignore_case,
                                                std::map< std::string, std::string >& replaced, const std::vector< prose_reading >& readings = {} );

// The literal after which `top`'s rule reads the fragment, after its
// verdicts' alternatives: "#" in RFC 2396's URI-reference = [ absoluteURI |
// relativeURI ] [ "#" fragment ] (the part of `top` that is a literal and the
// component whose role is "fragment"); empty when the top's rule has none
// (RFC 3986: URI and relative-ref hold their fragment).
std::string fragment_literal( const grammar& g, const uri_facts& facts );

// Throws read_error unless @top, each @verdict, each component and each
// @scheme's production is a production of `g`, and each @excluded production
// is one whose language is a set of single bytes.
void check_uri_facts( const grammar& g, const uri_facts& facts );

// generated/rfc1738/<ns>/model.hpp: the edition's top production, its verdict
// productions, its components with their roles and sections, the schemes
// whose specification refines `conforms` (with their rules), the excluded
// sets with their bytes, in namespace `ns`::model.
std::string emit_uri_model( const grammar& g, const uri_facts& facts, const std::string& ns, const std::string& folder, const std::string& guard,
                            const std::string& title, const std::vector< std::string >& facts_paths );

}  // namespace rfc1738::bnf2pegtl

#endif
