// SPDX-License-Identifier: BSL-1.0
// rfc1738: the command-line program. Options are parsed with CLI11, on one
// tree: a node per command of the table (command_table.cpp), its options
// declared by the table's function (here, or in writing_commands.hpp for
// build, encode, fix and set). The help texts are written by hand, one per
// command (the man page is made from them).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "suggest.hpp"
#include "writing_commands.hpp"
#include "rfc1738/version.hpp"

namespace rfc1738::cli {



#define RFC1738_INPUT_OPTIONS                                                          \
   "  -f, --file FILE       read the lines of FILE (repeatable; \"-\": standard\n"     \
   "                        input); the URL arguments come first, then the files\n"   \
   "  --keep-comments       keep blank lines and lines starting with \"#\" (checked\n" \
   "                        as inputs); by default files and standard input alike\n" \
   "                        skip them\n"                                              \
   "  --skip-blank          skip them (the default; it wins over --keep-comments)\n"  \
   "  --strip-cr            remove one CR before each LF (CRLF files); by default a\n" \
   "                        CR is part of the URL\n"                                   \
   "  --                    what follows is a URL, even if it starts with \"-\"\n"

const std::string_view check_usage =
   "usage: rfc1738 check [OPTIONS] [URL...]\n"
   "\n"
   "Checks each URL against RFC 1738 (the URL arguments, the lines of each -f\n"
   "FILE, or each line of standard input when there is neither). A URL conforms\n"
   "when it derives from the production of its own scheme (httpurl for http, ...;\n"
   "genericurl for any other scheme). Readable output names FILE:LINE: (\"-\" for\n"
   "standard input) before each verdict read from lines.\n"
   "\n"
   "  --json                one JSON object per input: input, valid, production,\n"
   "                        conforms, scheme, components (as 'rfc1738 parse') when\n"
   "                        it is valid, error (offset, production, expected,\n"
   "                        message) when it does not conform, warnings;\n"
   "                        checked, fragment and modes when a mode acted\n"
   "  -q, --quiet           print nothing: the exit status only\n"
   "  --failures            print only the inputs that do not conform\n"
   "  --summary=WHEN        json, text or none: the counts on standard error\n"
   "                        (default: text when reading lines or more than one\n"
   "                        URL argument, else none); with --fragment=split\n"
   "                        also how many inputs had a fragment (fragments)\n"
   "  --ignore-scheme-case  read the scheme in lower case (RFC 1738 §2.1)\n"
   "  --unwrap              remove \"URL:\", <...> and the whitespace that breaks\n"
   "                        a long URL (RFC 1738 Appendix)\n"
   "  --fragment=MODE       strict (default): a \"#\" is a byte of the URL, which\n"
   "                        no production allows; split: the URL ends before\n"
   "                        the first \"#\", the bytes after it are its\n"
   "                        fragment (RFC 1738 §2.2), reported, not checked\n"
   "  --color[=WHEN]        colour the readable output: auto (default: on a\n"
   "                        terminal unless NO_COLOR is set), always (also\n"
   "                        --color alone), never\n"
   "  --edition EDITION     @EDITIONS@: the\n"
   "                        grammar checked against (editions --list), its\n"
   "                        production names; except in rfc1738 conforms is\n"
   "                        valid (the others have no otherurl); rfc1808 and\n"
   "                        later read a \"#\" as their grammar does, and add\n"
   "                        components and roles to --json (docs/lineage.md)\n"
   "  -j, --jobs N          check on N threads (1 to 256; default 1): the same\n"
   "                        output, in input order, and the same exit status;\n"
   "                        fewer, with a warning, when the system starts no\n"
   "                        more\n" RFC1738_INPUT_OPTIONS
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every input conforms, 1 one does not, 2 usage, read or write\n"
   "error.\n";

const std::string_view parse_usage =
   "usage: rfc1738 parse [OPTIONS] [URL...]\n"
   "\n"
   "Parses each URL (the URL arguments, the lines of each -f FILE, or each line\n"
   "of standard input when there is neither) and prints its components: those\n"
   "of the derivation `url` chooses (the scheme's own production when it derives\n"
   "the URL, else otherurl), named by their RFC 1738 §5 production, exactly as\n"
   "written, and the effective port (the port written, else the scheme's\n"
   "default). An absent component is left out; an empty one is printed empty.\n"
   "\n"
   "  --json                one JSON object per input: input, valid, production,\n"
   "                        scheme, and components (an object) when it is a URL,\n"
   "                        error (offset) when not; with --decode also decoded\n"
   "  --decode              the components percent-decoded (RFC 1738 §2.2)\n"
   "  --spans               the URL on one line, then a line per component\n"
   "                        present: ^~~ under its bytes (| at the offset of an\n"
   "                        empty one) and its name, (its role) where it\n"
   "                        differs; the scheme first, a split-off fragment\n"
   "                        last; bytes shown as \\xNN keep their marks under\n"
   "                        them; not a URL: | at the offset where it stops.\n"
   "                        Excludes --json, --get and --decode\n"
   "  --fragment=MODE       strict (default): a \"#\" is a byte of the URL, which\n"
   "                        no production allows; split: the URL ends before\n"
   "                        the first \"#\", the bytes after it are its\n"
   "                        fragment (RFC 1738 §2.2), reported, not checked\n"

   "  --get FORMAT          one line per URL: FORMAT with {NAME} replaced by that\n"
   "                        component as is (bytes unescaped; empty when absent;\n"
   "                        NAME a component's name, or its role, the same in\n"
   "                        every scheme: {path} is an http URL's hpath, an ftp\n"
   "                        URL's fpath; {host}, {port}, {user}, {type}, ...)\n"
   "                        and {scheme}, {production}, {effective_port}, {input},\n"
   "                        {fragment} (with --fragment=split);\n"
   "                        {{ and }} stand for braces. An input that is not a\n"
   "                        URL prints nothing and a message on standard error\n"
   "  --edition EDITION     @EDITIONS@: the\n"
   "                        grammar that splits (editions --list); the editions\n"
   "                        rfc1808 and later name each part by their own\n"
   "                        production and give its role (scheme, userinfo,\n"
   "                        host, port, path, query, fragment: docs/lineage.md);\n"
   "                        --get takes those names (a role first: RFC 1808's\n"
   "                        {path} is the role, from the \"/\") and\n"
   "                        {production}, {edition}, {input}; --json writes the\n"
   "                        object of\n"
   "                        check --edition E --json. The drafts have no model\n"
   "                        of their parts\n"
   "  -j, --jobs N          parse on N threads (1 to 256; default 1): the same\n"
   "                        output and messages, in input order, and the same\n"
   "                        exit status\n" RFC1738_INPUT_OPTIONS
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every input is a URL, 1 one is not, 2 usage, read or write\n"
   "error.\n";

const std::string_view trace_usage =
   "usage: rfc1738 trace [OPTIONS] [URL...]\n"
   "\n"
   "The derivation of each URL from `url` (the URL arguments, the lines of each\n"
   "-f FILE, or each line of standard input when there is neither): every\n"
   "production of RFC 1738 §5 with the span [begin,end) it derives, indented by\n"
   "depth. For an input that is not a url, the derivation of its longest prefix\n"
   "that is one, and where and why it stops (exit status 1).\n"
   "\n"
   "  --dot                 a Graphviz digraph per input, the literal terminals\n"
   "                        (\"://\", \"@\", ...) as leaves so that the leaves cover\n"
   "                        every byte (rfc1738 trace --dot URL | dot -Tpng)\n"
   "  -o, --output PREFIX   write PREFIX1.dot, PREFIX2.dot, ... one DOT file per\n"
   "                        input, instead of standard output (implies --dot)\n"
   "  --json                one JSON object per input: input, valid, tree (nested\n"
   "                        production, begin, end, text, children; literal\n"
   "                        terminals as {\"literal\":true,...} leaves), error\n"
   "  --depth N             only the nodes at most N levels below the root (0:\n"
   "                        the root alone); a node whose descendants are cut\n"
   "                        keeps its span and text and ends in \"...\" (text),\n"
   "                        a last label line \"...\" (--dot), \"cut\":true (--json)\n"
   "  --components          only the root, the URL form's node (httpurl, ...) and\n"
   "                        the nodes of components (those parse prints), their\n"
   "                        depths counted among these (as --depth counts them)\n"
   "  --edition EDITION     @EDITIONS@: the\n"
   "                        grammar that derives (editions --list): its\n"
   "                        productions, its PEG rewrites applied (grammar\n"
   "                        --edition E). In the other editions an input that\n"
   "                        is not a url has no tree, only where and why it\n"
   "                        stops; --components keeps the root, the alternative\n"
   "                        that names the verdict and the parts parse --edition\n"
   "                        prints; --json adds \"edition\"\n" RFC1738_INPUT_OPTIONS
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every input is a URL, 1 one is not, 2 usage, read or write\n"
   "error.\n";

const std::string_view lint_usage =
   "usage: rfc1738 lint [OPTIONS] [FILE...]\n"
   "\n"
   "Finds the URLs in each FILE (standard input when there is none, or \"-\"),\n"
   "as the Appendix of RFC 1738 delimits them in text: <URL:...>, <scheme:...>,\n"
   "\"scheme:...\" (whitespace inside removed: it breaks long URLs across lines)\n"
   "and bare scheme:... (ended by whitespace, <, > or \", trailing . , ; : ! ? '\n"
   "and an unmatched ) dropped), and checks each as 'rfc1738 check' does. Each\n"
   "URL that does not conform is reported at the line and column of the failing\n"
   "byte in the file (GNU format), with the URL and a caret under it:\n"
   "  FILE:LINE:COL: error: MESSAGE [production]\n"
   "The Appendix's caveats (a \"-\" at a line break, a wrapper never closed) and\n"
   "the RFC's warnings are reported as FILE:LINE:COL: warning: MESSAGE [code].\n"
   "Lines end at LF; columns count bytes (in SARIF, UTF-16 code units, as the\n"
   "log declares).\n"
   "\n"
   "  --format=FORMAT       how each FILE is written: auto (default: .md and\n"
   "                        .markdown Markdown, .html, .htm and .xhtml HTML,\n"
   "                        anything else and standard input text), text (the\n"
   "                        Appendix's rules above), markdown (link and image\n"
   "                        destinations, reference definitions, autolinks,\n"
   "                        inline HTML; the rest, code too, as prose), html\n"
   "                        (the URL attributes: href, src, action, cite,\n"
   "                        srcset, ...; the text content as prose; never CSS,\n"
   "                        scripts or comments). In Markdown and HTML prose a\n"
   "                        bare, quoted or <...> URL needs \"//\" and more after\n"
   "                        its scheme, or a §3 scheme without \"//\" (mailto:,\n"
   "                        news:): not Class::member, Note:x, C:\\dir\n"
   "  --json                one JSON object per URL: file, line, column, begin,\n"
   "                        end, delimiter (url_wrapped, angle, quote, bare,\n"
   "                        link, reference, attribute),\n"
   "                        check (the 'rfc1738 check --json' object), error_line\n"
   "                        and error_column when it does not conform,\n"
   "                        extract_warnings\n"
   "  --sarif               one SARIF 2.1.0 log of the findings (for CI code\n"
   "                        scanning): relative FILEs against %SRCROOT% (the\n"
   "                        current directory), absolute ones as file: URIs,\n"
   "                        standard input a described artifact, a file that\n"
   "                        cannot be read a tool execution notification\n"
   "  --only-wrapped        only the Appendix's <URL:...> forms\n"
   "  --ignore-scheme-case  read the scheme in lower case (RFC 1738 §2.1)\n"
   "  --fragment=MODE       strict (default): a \"#\" is a byte of the URL, which\n"
   "                        no production allows; split: the URL ends before\n"
   "                        the first \"#\", the bytes after it are its\n"
   "                        fragment (RFC 1738 §2.2), reported, not checked\n"
   "  -j, --jobs N          check the URLs on N threads (1 to 256; default 1):\n"
   "                        the same output, in the same order, and the same\n"
   "                        exit status\n"
   "  --summary=WHEN        text (default) or none: at the end, on standard\n"
   "                        error, the URLs, errors and warnings in all, per\n"
   "                        FILE and per cause, and the option that sets the\n"
   "                        \"#\" fragments aside when there are\n"
   "  --                    what follows is a FILE, even if it starts with \"-\"\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every URL conforms (or there is none), 1 one does not, 2\n"
   "usage, read or write error (a FILE that cannot be read is said on standard\n"
   "error, and the other FILEs are read all the same; the log of --sarif is\n"
   "written all the same).\n";

const std::string_view grammar_usage =
   "usage: rfc1738 grammar [--edition EDITION] [PRODUCTION...]\n"
   "       rfc1738 grammar --forms [--json]\n"
   "\n"
   "Without a production: every production of RFC 1738 §5, whole, as the RFC\n"
   "writes it. With one (its RFC name, e.g. ip-schemepart, or its C++ name):\n"
   "the BNF text and its line in rfc1738.bnf (installed in\n"
   "share/rfc1738/grammar/), the PEG form the parser uses (the BNF as written,\n"
   "or the rewrite of rewrites.peg with its reason), and the productions whose\n"
   "BNF names it.\n"
   "\n"
   "  --edition EDITION     @EDITIONS@: the\n"
   "                        productions of that edition, as its grammar files\n"
   "                        write them (the draft's with its readings applied,\n"
   "                        an amended rule as the amending RFC writes it)\n"
   "  --forms               the URL forms instead (the alternatives of url: each\n"
   "                        scheme's production, then otherurl), from the\n"
   "                        generated table (grammar/components.facts): the\n"
   "                        scheme, the authority (none, host, hostport, login)\n"
   "                        and the components in BNF order, each with its role,\n"
   "                        section and noun\n"
   "  --json                with --forms: one JSON array, an object per form\n"
   "                        (production, scheme, target, authority, components:\n"
   "                        name, role, section, noun, kind)\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0, or 2 when a production is not one of RFC 1738 §5.\n";

const std::string_view diff_editions_usage =
   "usage: rfc1738 diff-editions [--json|--markdown] [--edition E] [--against E]\n"
   "                             [--witnesses N] [SCHEME]\n"
   "\n"
   "For each scheme both editions define (or SCHEME alone), the exact difference\n"
   "of their languages, computed on the generated automata (the product of the\n"
   "two minimal DFAs, walked breadth first): whether one contains the other,\n"
   "and the shortest strings in one and not in the other, grouped by the\n"
   "production the refusing edition stops in, with that production's BNF in\n"
   "both editions. When one edition is of the generic URI syntax (rfc1808 and\n"
   "later): first \"every string\", the whole languages (RFC 1738's url against\n"
   "URL or URI-reference), then for each scheme of the other edition's url its\n"
   "production against the generic edition's strings that begin with the\n"
   "scheme's name and \":\", letters in either case. Last (not with SCHEME), the\n"
   "inputs both editions accept and split differently (a host, port or userinfo\n"
   "taken otherwise, a path, query or fragment begun elsewhere), grouped by the\n"
   "roles that differ: found by deriving each grammar, not decided.\n"
   "\n"
   "  --edition E           the first edition (default rfc1738)\n"
   "  --against E           the second edition (default draft-03); editions:\n"
   "                        @EDITION_NAMES@\n"
   "  --witnesses N         the shortest N witnesses of each group (default 3)\n"
   "  --json                one JSON object: a, b, schemes (scheme: null for every\n"
   "                        string, production_a,\n"
   "                        production_b, a_contains_b, b_contains_a,\n"
   "                        differences: accepted_by, rejected_by, production,\n"
   "                        states, bnf_rejected_by, bnf_accepted_by, witnesses:\n"
   "                        input, offset), split_differences (roles,\n"
   "                        witnesses)\n"
   "  --markdown            the page docs/editions.md\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 the languages are the same for every scheme compared, 1 they\n"
   "differ, 2 usage or write error (an edition or a scheme unknown).\n";

#undef RFC1738_INPUT_OPTIONS

}  // namespace rfc1738::cli

namespace {

using namespace rfc1738::cli;

// "; did you mean 'X'?" and the commands, for a word that is no command.
std::string commands_for( std::string_view word )
{
   std::string list;
   for( const auto& c : command_names() ) {
      list += ( list.empty() ? "" : ", " ) + c;
   }
   return did_you_mean( word, command_names() ) + "; the commands: " + list;
}

int usage_error( std::string_view name, const std::string& message )
{
   std::fprintf( stderr, "rfc1738 %.*s: %s\ntry 'rfc1738 %.*s --help'\n", static_cast< int >( name.size() ), name.data(), message.c_str(), static_cast< int >( name.size() ), name.data() );
   return 2;
}

void add_input_options( CLI::App& app, rfc1738::cli::input_options& in )
{
   app.add_option( "-f,--file", in.files )->allow_extra_args( false );
   app.add_flag( "--skip-blank", in.skip_blank );
   app.add_flag( "--keep-comments", in.keep_comments );
   app.add_flag( "--strip-cr", in.strip_cr );
   app.add_option( "url", in.urls );
}

// --fragment=strict|split (RFC 1738 §2.2): check, parse, lint, editions.
void add_fragment_option( CLI::App& app, std::string& mode )
{
   app.add_option( "--fragment", mode )->check( CLI::IsMember( { "strict", "split" } ) );
}

rfc1738::fragment_mode fragment_named( const std::string& mode )
{
   return mode == "split" ? rfc1738::fragment_mode::split : rfc1738::fragment_mode::strict;
}

// The options of one command; the help flag is ours (the texts above).
CLI::App* subcommand( CLI::App& app, std::string_view name, bool& help )
{
   auto* sub = app.add_subcommand( std::string( name ) );
   sub->set_help_flag();
   sub->add_flag( "-h,--help", help );
   sub->allow_extras();   // unknown options come back in remaining(): one line, not the help
   return sub;
}

// The operands (the arguments after "--") appended to `to`.
void append( std::vector< std::string >& to, const std::vector< std::string >& operands )
{
   to.insert( to.end(), operands.begin(), operands.end() );
}

}  // namespace

// The options of the commands whose bodies are in their own files, declared
// on their nodes of the tree (command_table.cpp lists these functions).
namespace rfc1738::cli {

command_run declare_check( CLI::App& c )
{
   struct settings {
      check_settings check;
      std::string fragment = "strict";
      std::string edition = "rfc1738";
   };
   auto s = std::make_shared< settings >();
   auto& check = s->check;
   c.add_flag( "--json", check.json );
   c.add_flag( "-q,--quiet", check.quiet );
   c.add_flag( "--failures", check.failures );
   c.add_option( "--summary", check.summary )->check( CLI::IsMember( { "json", "text", "none" } ) );
   c.add_option( "-j,--jobs", check.jobs )->check( CLI::Range( 1u, 256u ) );
   c.add_flag( "--ignore-scheme-case", check.mode.ignore_scheme_case );
   c.add_flag( "--unwrap", check.mode.unwrap );
   add_fragment_option( c, s->fragment );
   c.add_flag( "--color{always},--colour{always}", check.color )->check( CLI::IsMember( { "auto", "always", "never" } ) );
   c.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   add_input_options( c, check.inputs );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& check = s->check;
      append( check.inputs.urls, operands );
      check.edition = *rfc1738::edition_named( s->edition );
      check.mode.fragment = fragment_named( s->fragment );
      return check_command( check );
   };
}

command_run declare_parse( CLI::App& p )
{
   struct settings {
      parse_settings parse;
      std::string get;
      CLI::Option* get_option = nullptr;
      std::string fragment = "strict";
      std::string edition = "rfc1738";
   };
   auto s = std::make_shared< settings >();
   auto& parse = s->parse;
   p.add_flag( "--json", parse.json );
   p.add_flag( "--decode", parse.decode );
   p.add_flag( "--spans", parse.spans );
   s->get_option = p.add_option( "--get", s->get );
   add_fragment_option( p, s->fragment );
   p.add_option( "-j,--jobs", parse.jobs )->check( CLI::Range( 1u, 256u ) );
   p.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   add_input_options( p, parse.inputs );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& parse = s->parse;
      append( parse.inputs.urls, operands );
      if( *s->get_option ) {
         parse.get = s->get;
      }
      if( parse.get && parse.json ) {
         return usage_error( "parse", "--get and --json exclude each other" );
      }
      if( parse.spans && ( parse.json || parse.get ) ) {
         return usage_error( "parse", parse.json ? "--spans and --json exclude each other" : "--spans and --get exclude each other" );
      }
      if( parse.spans && parse.decode ) {
         return usage_error( "parse", "--spans marks the bytes as written; --decode excludes it" );
      }
      parse.fragment = fragment_named( s->fragment );
      parse.edition = *rfc1738::edition_named( s->edition );
      if( parse.edition != rfc1738::edition::rfc1738 && rfc1738::part_names( parse.edition ).empty() ) {
         return usage_error( "parse", "edition " + s->edition + " has no model of its parts ('rfc1738 check --edition " + s->edition + "' gives its verdict)" );
      }
      if( rfc1738::has_fragment( parse.edition ) && parse.fragment == rfc1738::fragment_mode::split ) {
         return usage_error( "parse", "--fragment=split sets a fragment aside for RFC 1738; edition " + s->edition + "'s grammar holds the fragment" );
      }
      return parse_command( parse );
   };
}

command_run declare_trace( CLI::App& t )
{
   struct settings {
      trace_settings trace;
      std::string prefix;
      CLI::Option* prefix_option = nullptr;
      std::size_t depth = 0;
      CLI::Option* depth_option = nullptr;
      std::string edition = "rfc1738";
   };
   auto s = std::make_shared< settings >();
   auto& trace = s->trace;
   t.add_flag( "--dot", trace.dot );
   t.add_flag( "--json", trace.json );
   s->prefix_option = t.add_option( "-o,--output", s->prefix );
   s->depth_option = t.add_option( "--depth", s->depth )->check( CLI::Range( 0, 255 ) );
   t.add_flag( "--components", trace.components );
   t.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   add_input_options( t, trace.inputs );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& trace = s->trace;
      append( trace.inputs.urls, operands );
      if( *s->depth_option ) {
         trace.depth = s->depth;
      }
      if( *s->prefix_option ) {
         trace.prefix = s->prefix;
         trace.dot = true;
      }
      if( trace.dot && trace.json ) {
         return usage_error( "trace", "--dot and --json exclude each other" );
      }
      trace.edition = *rfc1738::edition_named( s->edition );
      return trace_command( trace );
   };
}

command_run declare_lint( CLI::App& l )
{
   struct settings {
      lint_settings lint;
      std::string format = "auto";
      std::string fragment = "strict";
      std::string summary = "text";
   };
   auto s = std::make_shared< settings >();
   auto& lint = s->lint;
   l.add_flag( "--json", lint.json );
   l.add_flag( "--sarif", lint.sarif );
   l.add_flag( "--only-wrapped", lint.only_wrapped );
   l.add_flag( "--ignore-scheme-case", lint.ignore_scheme_case );
   l.add_option( "--format", s->format )->check( CLI::IsMember( { "auto", "text", "markdown", "html" } ) );
   add_fragment_option( l, s->fragment );
   l.add_option( "-j,--jobs", lint.jobs )->check( CLI::Range( 1u, 256u ) );
   l.add_option( "--summary", s->summary )->check( CLI::IsMember( { "text", "none" } ) );
   l.add_option( "documents", lint.files );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& lint = s->lint;
      append( lint.files, operands );
      if( lint.json && lint.sarif ) {
         return usage_error( "lint", "--json and --sarif exclude each other" );
      }
      lint.fragment = fragment_named( s->fragment );
      lint.summary = s->summary == "text";
      if( s->format != "auto" ) {
         lint.format = s->format == "markdown" ? rfc1738::document_format::markdown
                       : s->format == "html"   ? rfc1738::document_format::html
                                               : rfc1738::document_format::text;
      }
      return lint_command( lint );
   };
}

command_run declare_grammar( CLI::App& g )
{
   struct settings {
      std::vector< std::string > productions;
      std::string edition = "rfc1738";
      bool forms = false;
      bool json = false;
   };
   auto s = std::make_shared< settings >();
   g.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   g.add_option( "production", s->productions );
   g.add_flag( "--forms", s->forms );
   g.add_flag( "--json", s->json );
   return [ s ]( const std::vector< std::string >& operands ) {
      append( s->productions, operands );
      if( s->json && !s->forms ) {
         return usage_error( "grammar", "--json goes with --forms" );
      }
      if( s->forms ) {
         if( !s->productions.empty() || s->edition != "rfc1738" ) {
            return usage_error( "grammar", "--forms takes no production and no --edition (the forms are RFC 1738's)" );
         }
         return forms_command( s->json );
      }
      const auto ed = *rfc1738::edition_named( s->edition );
      return ed == rfc1738::edition::rfc1738 ? grammar_command( s->productions ) : edition_grammar_command( ed, s->productions );
   };
}

namespace {

// --editions all or a comma list of edition names (editions, compare):
// `chosen` those, in that order; the usage error otherwise.
std::optional< std::string > editions_named( const std::string& list, std::vector< rfc1738::edition >& chosen )
{
   chosen.clear();
   std::vector< std::string > names;
   for( std::size_t i = 0; !list.empty() && i <= list.size(); ) {
      const auto comma = std::min( list.find( ',', i ), list.size() );
      names.push_back( list.substr( i, comma - i ) );
      i = comma + 1;
   }
   for( const auto& name : names ) {
      if( name == "all" ) {
         chosen.insert( chosen.end(), std::begin( rfc1738::editions ), std::end( rfc1738::editions ) );
         continue;
      }
      const auto ed = rfc1738::edition_named( name );
      if( !ed ) {
         return "--editions: no edition '" + name + "'; the editions are all, " + edition_list( "", " and " );
      }
      chosen.push_back( *ed );
   }
   return std::nullopt;
}

}  // namespace

command_run declare_editions( CLI::App& e )
{
   struct settings {
      editions_settings editions;
      std::string fragment = "strict";
      std::string names;   // --editions a,b,...
   };
   auto s = std::make_shared< settings >();
   e.add_flag( "--json", s->editions.json );
   e.add_flag( "--list", s->editions.list );
   e.add_flag( "--split-differs", s->editions.split_differs );
   e.add_option( "--editions", s->names );
   add_fragment_option( e, s->fragment );
   add_input_options( e, s->editions.inputs );
   return [ s ]( const std::vector< std::string >& operands ) {
      append( s->editions.inputs.urls, operands );
      s->editions.fragment = fragment_named( s->fragment );
      if( const auto error = editions_named( s->names, s->editions.chosen ) ) {
         return usage_error( "editions", *error );
      }
      if( s->editions.split_differs && s->editions.list ) {
         return usage_error( "editions", "--split-differs reads URLs; --list reads none" );
      }
      return editions_command( s->editions );
   };
}

command_run declare_diff_editions( CLI::App& de )
{
   struct settings {
      diff_editions_settings diff;
      std::vector< std::string > schemes;
   };
   auto s = std::make_shared< settings >();
   auto& diff = s->diff;
   de.add_flag( "--json", diff.json );
   de.add_flag( "--markdown", diff.markdown );
   de.add_option( "--edition", diff.edition );
   de.add_option( "--against", diff.against );
   de.add_option( "--witnesses", diff.witnesses )->check( CLI::Range( 1, 1000 ) );
   de.add_option( "scheme", s->schemes );
   return [ s ]( const std::vector< std::string >& operands ) {
      auto& diff = s->diff;
      append( s->schemes, operands );
      if( s->schemes.size() > 1 ) {
         return usage_error( "diff-editions", "one SCHEME at most" );
      }
      if( diff.json && diff.markdown ) {
         return usage_error( "diff-editions", "--json and --markdown exclude each other" );
      }
      if( !s->schemes.empty() ) {
         diff.scheme = s->schemes.front();
      }
      return diff_editions_command( diff );
   };
}

command_run declare_suite( CLI::App& su )
{
   auto s = std::make_shared< suite_settings >();
   su.add_option( "--seed", s->seed );
   su.add_option( "--size", s->size )->check( CLI::IsMember( { "small", "full" } ) );
   su.add_option( "--production", s->production );
   su.add_option( "--edition", s->edition )->check( CLI::IsMember( edition_choices() ) );
   su.add_flag( "--coverage", s->coverage );
   return [ s ]( const std::vector< std::string >& operands ) {
      if( !operands.empty() ) {
         return usage_error( "suite", "unexpected argument '" + operands.front() + "'" );
      }
      return suite_command( *s );
   };
}

command_run declare_compare( CLI::App& co )
{
   struct settings {
      compare_settings compare;
      std::vector< std::string > files;
      std::string names;   // --editions a,b,...
   };
   auto s = std::make_shared< settings >();
   auto& compare = s->compare;
   co.add_flag( "--json", compare.json );
   co.add_flag( "--markdown", compare.markdown );
   co.add_option( "--groups", compare.groups );
   auto* editions = co.add_option( "--editions", s->names );
   co.add_option( "--per-input", compare.per_input );
   co.add_option( "answers", s->files );
   return [ s, editions ]( const std::vector< std::string >& operands ) {
      auto& compare = s->compare;
      if( const auto error = editions_named( s->names, compare.editions ) ) {
         return usage_error( "compare", *error );
      }
      if( editions->count() > 0 && compare.editions.empty() ) {
         return usage_error( "compare", "--editions: no edition named; the editions are all, " + edition_list( "", " and " ) );
      }
      // each edition once, where it is first named
      std::vector< rfc1738::edition > once;
      for( const auto e : compare.editions ) {
         if( std::find( once.begin(), once.end(), e ) == once.end() ) {
            once.push_back( e );
         }
      }
      compare.editions = std::move( once );
      if( !compare.per_input.empty() && compare.editions.empty() ) {
         return usage_error( "compare", "--per-input needs --editions" );
      }
      append( s->files, operands );
      if( s->files.size() > 1 ) {
         return usage_error( "compare", "one FILE at most" );
      }
      if( compare.json && compare.markdown ) {
         return usage_error( "compare", "--json and --markdown exclude each other" );
      }
      compare.file = s->files.empty() ? std::string() : s->files.front();
      return compare_command( compare );
   };
}

}  // namespace rfc1738::cli

int main( int argc, char** argv )
{
   if( argc < 2 ) {
      std::fputs( top_usage().c_str(), stderr );
      return 2;
   }
   const std::string_view first = argv[ 1 ];
   if( first == "--version" || first == "-V" ) {
      write_stdout( std::string( "rfc1738 " ) + rfc1738::version + "\n" );
      return 0;
   }
   if( first == "--help" || first == "-h" ) {
      write_stdout( top_usage() );
      return 0;
   }
   if( first == "help" ) {
      if( argc == 2 ) {
         write_stdout( top_usage() );
         return 0;
      }
      const auto u = usage_of( argv[ 2 ] );
      if( u.empty() ) {
         std::fprintf( stderr, "rfc1738 help: no command '%s'%s\ntry 'rfc1738 --help'\n", argv[ 2 ], commands_for( argv[ 2 ] ).c_str() );
         return 2;
      }
      write_stdout( u );
      return 0;
   }
   if( usage_of( first ).empty() ) {
      if( !first.empty() && first[ 0 ] == '-' ) {
         std::fprintf( stderr, "rfc1738: unknown option '%s'%s\ntry 'rfc1738 --help'\n", argv[ 1 ], did_you_mean( first, { "--help", "-h", "--version", "-V" } ).c_str() );
      }
      else {
         std::fprintf( stderr, "rfc1738: unknown command '%s'%s\ntry 'rfc1738 --help'\n", argv[ 1 ], commands_for( first ).c_str() );
      }
      return 2;
   }
   // CLI11 is given the arguments before "--"; every one after it is an
   // operand (a URL, a FILE, a TEXT, ...).
   std::vector< std::string > args;
   std::vector< std::string > operands;
   {
      int i = 1;
      for( ; i < argc && std::strcmp( argv[ i ], "--" ) != 0; ++i ) {
         args.emplace_back( argv[ i ] );
      }
      for( ++i; i < argc; ++i ) {
         operands.emplace_back( argv[ i ] );
      }
   }
   std::reverse( args.begin(), args.end() );   // CLI11 takes them last first

   CLI::App app( "rfc1738", "rfc1738" );
   app.set_help_flag();
   app.require_subcommand( 1, 1 );   // a second command name is a URL, not a command

   // One node per command of the table, its options declared by the
   // table's function; what runs each.
   bool help = false;
   std::vector< std::pair< CLI::App*, command_run > > nodes;
   for( const auto& command : commands ) {
      if( command.options != nullptr ) {
         auto* sub = subcommand( app, command.name, help );
         nodes.emplace_back( sub, command.options( *sub ) );
      }
   }
   try {
      app.parse( args );
   }
   catch( const CLI::ParseError& e ) {
      return usage_error( first, e.what() );
   }
   const auto node = std::find_if( nodes.begin(), nodes.end(), []( const auto& n ) { return n.first->parsed(); } );
   if( node == nodes.end() ) {
      return usage_error( first, "no command" );   // not reached: `first` is a command of the table
   }
   for( const auto& extra : node->first->remaining() ) {
      if( extra.size() > 1 && extra[ 0 ] == '-' ) {
         return usage_error( first, "unknown option '" + extra + "'" + did_you_mean( extra, option_names( *node->first ) ) );
      }
      return usage_error( first, "unexpected argument '" + extra + "'" );
   }
   if( help ) {
      write_stdout( usage_of( first ) );
      return 0;
   }
   int status = 2;
   try {
      status = node->second( operands );
   }
   catch( const std::bad_alloc& ) {
      // Out of memory (a line longer than this machine can hold, or an
      // address space limit): said, exit 2, not std::terminate. What was
      // written before stays written.
      std::fflush( stdout );
      std::fprintf( stderr, "rfc1738 %s: out of memory\n", argv[ 1 ] );
      return 2;
   }
   // What is still buffered in the C stream: a full disk shows here.
   if( std::fflush( stdout ) != 0 || std::fclose( stdout ) != 0 ) {
      write_failed( "standard output" );
   }
   return status;
}
