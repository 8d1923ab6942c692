// SPDX-License-Identifier: BSL-1.0
// build, encode, fix: their help texts and where main.cpp sends them.
#include "writing_commands.hpp"

namespace rfc1738::cli {

const std::string_view build_usage =
   "usage: rfc1738 build SCHEME [OPTIONS]\n"
   "       rfc1738 build --json [JSON]\n"
   "\n"
   "Builds the URL of SCHEME from its parts, given decoded (as the bytes they\n"
   "stand for): each part is escaped exactly where its production of RFC 1738\n"
   "§5 needs it (upper-case hex), and the URL conforms to the production of its\n"
   "scheme (one of the ten of §3, or the generic form of §3.1 for any other).\n"
   "Prints the URL; a part that cannot be written is named on standard error.\n"
   "\n"
   "  --user TEXT           user (ftp, telnet, generic form)\n"
   "  --password TEXT       password (needs --user)\n"
   "  --host HOST           host: a hostname or hostnumber (no escapes, §3.1)\n"
   "  --port DIGITS         port: any digits (RFC 1738 §5); above 65535 it is\n"
   "                        built with a port-out-of-range warning\n"
   "  --path A/B/...        the path, split at \"/\" into segments (ftp, http,\n"
   "                        file, prospero); --path '' is the empty path. A\n"
   "                        leading \"/\" is an absolute path: in ftp the first\n"
   "                        segment holds it, %2F (/%2Fetc/motd: CWD /etc,\n"
   "                        §3.2.2); in http and file it is the \"/\" before the\n"
   "                        path (file:///etc/passwd); a prospero hsoname keeps\n"
   "                        it (prospero://h//pros/name)\n"
   "  --segment TEXT        one path segment, which may hold \"/\" (repeatable)\n"
   "  --type T              ftp typecode: A, I, D, a, i or d\n"
   "  --search TEXT         search (http, gopher, wais); an http search without\n"
   "                        a path gets the empty path (http://h/?q, §3.3)\n"
   "  --gtype C             gopher type (one byte); --selector TEXT, --gopher-plus\n"
   "                        TEXT\n"
   "  --address TEXT        mailto: the encoded822addr\n"
   "  --grouppart TEXT      news: *, a group, or an article unique@host\n"
   "  --group NAME          nntp group; --digits N: the article number\n"
   "  --database TEXT       wais database; --wtype TEXT --wpath TEXT\n"
   "  --field NAME=VALUE    prospero fieldspec (repeatable)\n"
   "  --schemepart TEXT     generic form without a host: the opaque schemepart\n"
   "  --urlpath TEXT        generic form with a host: the urlpath\n"
   "  --slash               a \"/\" after the login (telnet://h/, gopher://h/)\n"
   "  --part NAME=TEXT      any part by its RFC name (repeatable)\n"
   "  --json [JSON]         read the parts as one JSON object (the argument, else\n"
   "                        standard input): \"scheme\", the part names above as\n"
   "                        strings, \"segments\" an array of strings,\n"
   "                        \"fieldspecs\" an array of {\"fieldname\",\"fieldvalue\"},\n"
   "                        \"slash\" true; each code point U+0000..U+00FF of a\n"
   "                        string is one byte. Or the objects rfc1738 parse\n"
   "                        --json writes, one a line: \"components\" as written\n"
   "                        in a URL (encoded; names or roles), \"scheme\" (else\n"
   "                        the scheme of \"input\"), \"input\" the URL whose\n"
   "                        component-free options to follow (telnet://h/),\n"
   "                        \"production\" checked: parse --json URL | build\n"
   "                        --json gives back URL\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 built, 1 a part cannot be written, 2 usage error.\n";

const std::string_view encode_usage =
   "usage: rfc1738 encode COMPONENT TEXT...\n"
   "       rfc1738 encode --table [--against FILE]\n"
   "\n"
   "Encodes each TEXT (the bytes of the argument) as the component production\n"
   "COMPONENT of RFC 1738 §5 (user, password, hsegment, hpath, search,\n"
   "fsegment, fpath, selector, gopher+_string, encoded822addr, group, article,\n"
   "database, wtype, wpath, psegment, ppath, fieldname, fieldvalue, urlpath,\n"
   "schemepart, gtype, host, port, ...): the shortest text that derives from it\n"
   "and decodes to TEXT, escaping (upper-case hex) exactly the bytes it cannot\n"
   "hold as themselves. A byte it cannot hold at all (a \"/\" in a group, a\n"
   "space in a host) is named on standard error. A port above 65535 is\n"
   "encoded (port = digits, §5) with a port-out-of-range warning.\n"
   "\n"
   "  --table               the characters table: each printable ASCII character\n"
   "                        and space, its class in §2.2, and whether each\n"
   "                        component of each scheme must, may or cannot hold it\n"
   "                        encoded (Markdown; docs/characters.md is its output)\n"
   "  --against FILE        with --table: compare a table of characters to\n"
   "                        encode (rows \"CHAR | %HH | ...\", \"espace\" or\n"
   "                        \"space\" for the space) with RFC 1738, FILE named in\n"
   "                        the header and the caption; a FILE without such rows\n"
   "                        is refused (exit 2)\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every TEXT encoded, 1 one cannot be, 2 usage error (or a\n"
   "FILE that cannot be read or has no table).\n";

const std::string_view fix_usage =
   "usage: rfc1738 fix [OPTIONS] [URL...]\n"
   "\n"
   "Prints, for each URL (the URL arguments, the lines of each -f FILE, or each\n"
   "line of standard input when there is neither), the nearest URL that\n"
   "conforms, by the RFC's own rules, each named on standard error with its\n"
   "section: the scheme in lower case (§2.1), an unsafe or non-ASCII byte\n"
   "escaped where the production takes escapes (§2.2), a \"#\" fragment removed\n"
   "(§2.2: not part of the URL), the whitespace that breaks a long URL removed\n"
   "(Appendix). A URL that conforms is printed as it is. When no fix follows\n"
   "from the RFC (a \"%\" not followed by two hex digits is ambiguous, an http\n"
   "URL has no place for a user name), the input is printed unchanged and the\n"
   "reason is on standard error. One output line per input line: blank and\n"
   "\"#\" lines are printed as they are (with --keep-comments they are fixed\n"
   "too). Messages begin with FILE:LINE: (\"-\" for standard input) or\n"
   "argument N:.\n"
   "\n"
   "  --json                one JSON object per input: input, conforms, fixed\n"
   "                        (the URL, or null), fix (the list of edits), reason\n"
   "                        (when it cannot be fixed); blank and \"#\" lines are\n"
   "                        no input and print nothing\n"
   "  -f, --file FILE       read the lines of FILE (repeatable; \"-\": standard\n"
   "                        input)\n"
   "  --keep-comments       fix blank and \"#\" lines too, as inputs\n"
   "  --skip-blank          skip blank and \"#\" lines (the default)\n"
   "  --strip-cr            remove one CR before each LF (CRLF files)\n"
   "  -h, --help            this help\n"
   "\n"
   "Exit status: 0 every URL conforms or was fixed, 1 one cannot be fixed, 3 a\n"
   "fix removed content (a fragment) and every URL was fixed, 2 usage, read or\n"
   "write error.\n";

std::string_view writing_usage( std::string_view name )
{
   if( name == "build" ) {
      return build_usage;
   }
   if( name == "encode" ) {
      return encode_usage;
   }
   if( name == "fix" ) {
      return fix_usage;
   }
   if( name == "set" ) {
      return set_usage;
   }
   return {};
}

int writing_command( std::string_view name, std::vector< std::string > args )
{
   if( name == "build" ) {
      return build_command( std::move( args ) );
   }
   if( name == "encode" ) {
      return encode_command( std::move( args ) );
   }
   if( name == "set" ) {
      return set_command( std::move( args ) );
   }
   return fix_command( std::move( args ) );
}

}  // namespace rfc1738::cli
