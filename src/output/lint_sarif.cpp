// SPDX-License-Identifier: BSL-1.0
// The SARIF 2.1.0 log of `rfc1738 lint --sarif` (RFC 1738 Appendix).
#include "rfc1738/lint_output.hpp"

#include <algorithm>
#include <cstring>

#include "hex.hpp"
#include "rfc1738/grammar/production_info.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/version.hpp"

namespace rfc1738 {

// The artifact locations of a SARIF log are file URIs of RFC 8089 (SARIF
// 2.1.0 §3.10.2), not URLs of RFC 1738: the one place their scheme is typed.
constexpr std::string_view sarif_file_uri = "file://";

namespace {

// A path as a URI path (SARIF artifactLocation.uri): bytes other than
// unreserved ones and "/" percent-encoded (RFC 3986 §2.1).
std::string uri_of( std::string_view file )
{
   std::string out;
   for( const char ch : file ) {
      const auto c = static_cast< unsigned char >( ch );
      if( ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' ) || ( c >= '0' && c <= '9' ) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/' ) {
         out.push_back( ch );
      }
      else {
         notation::append_escape( out, c );
      }
   }
   return out;
}

// The address of a section of the RFC ("§3.3", "§6", "Appendix").
std::string help_uri( std::string_view section )
{
   std::string uri = "https://www.rfc-editor.org/rfc/rfc1738";
   if( section.rfind( "§", 0 ) == 0 ) {
      uri += "#section-";
      uri += section.substr( std::strlen( "§" ) );
   }
   else if( section == "Appendix" ) {
      uri += "#page-22";   // "APPENDIX: Recommendations for URLs in Context" begins page 22
   }
   return uri;
}

// What each warning code means, for the help of its SARIF rule.
std::string_view warning_help( std::string_view code )
{
   struct entry {
      std::string_view code, help;
   };
   static constexpr entry table[] = {
      { "unneeded-escape", "An escape (%XX) stands for a character that may appear unencoded: RFC 1738 §2.2 allows it (\"characters that are not required to be encoded (including alphanumerics) may be encoded\") but does not require it. The URL conforms; the character itself is the usual form." },
      { "encoded-control", "An encoded CR, LF or NUL (%0D, %0A, %00) in a telnet or gopher URL: RFC 1738 §6 asks that care be taken that such embedded encoded delimiters \"are not unencoded before transmission\", which \"could be used to simulate an extra operation or parameter\"." },
      { "port-not-default", "The URL names a port other than its scheme's default: RFC 1738 §6 warns that a URL with another port may make a client talk to a server running a different protocol." },
      { "port-out-of-range", "The port is above 65535: RFC 1738 allows any digits (port = digits, §5), so the URL conforms, but TCP and UDP ports are 16-bit numbers (RFC 793 §3.1, RFC 768): no server can be reached on it." },
      { "password", "The URL carries a password: RFC 1738 §6 calls \"the use of URLs containing passwords that should be secret ... clearly unwise\"." },
      { "hyphen-at-line-break", "A line break follows a \"-\" inside a URL: the RFC 1738 Appendix says \"the hyphen may or may not actually be part of the URL\"; it was kept." },
      { "unterminated", "A wrapper (\"<URL:\", \"<\" or a double quote) was not closed before a blank line or the end of the text (RFC 1738 Appendix); the URL was taken up to there." },
      { "cut-at-non-ascii", "A bare URL in the text was followed by a byte >= 0x80 (a non-ASCII character), which no URL holds unencoded (RFC 1738 §2.2): the URL was taken to end before it. If the byte belongs to the URL, write it as an escape %XX, or wrap the URL in <URL:...> (RFC 1738 Appendix) so that it is kept and checked." },
      { "too-long", "The URL candidate reached the length limit of the extraction and was cut (RFC 1738 Appendix: whitespace inside a wrapper is removed, so an unclosed wrapper can run on)." },
   };
   for( const auto& e : table ) {
      if( e.code == code ) {
         return e.help;
      }
   }
   return {};
}

// The UTF-16 code units of the UTF-8 text `line` up to byte `bytes` (the
// characters that begin before it): one per character, two for one above
// U+FFFF. An ill-formed sequence counts as one U+FFFD per maximal subpart
// (Unicode §3.9, as the WHATWG and Python decoders replace them).
std::size_t utf16_units( std::string_view line, std::size_t bytes )
{
   std::size_t units = 0;
   std::size_t i = 0;
   while( i < bytes && i < line.size() ) {
      const auto c = static_cast< unsigned char >( line[ i ] );
      std::size_t need = 0;                       // continuation bytes
      unsigned char low = 0x80, high = 0xbf;      // the range of the first one
      if( c < 0x80 ) {
         ++units;
         ++i;
         continue;
      }
      if( c >= 0xc2 && c <= 0xdf ) {
         need = 1;
      }
      else if( c >= 0xe0 && c <= 0xef ) {
         need = 2;
         low = c == 0xe0 ? 0xa0 : 0x80;
         high = c == 0xed ? 0x9f : 0xbf;
      }
      else if( c >= 0xf0 && c <= 0xf4 ) {
         need = 3;
         low = c == 0xf0 ? 0x90 : 0x80;
         high = c == 0xf4 ? 0x8f : 0xbf;
      }
      std::size_t j = i + 1;
      std::size_t got = 0;
      while( got < need && j < line.size() ) {
         const auto d = static_cast< unsigned char >( line[ j ] );
         if( d < ( got == 0 ? low : 0x80 ) || d > ( got == 0 ? high : 0xbf ) ) {
            break;
         }
         ++got;
         ++j;
      }
      if( j > bytes ) {
         break;   // `bytes` is inside this character: the column is its first byte's
      }
      units += ( need == 3 && got == 3 ) ? 2 : 1;   // a well-formed 4-byte sequence, or one U+FFFD
      i = j;
   }
   return units;
}

}  // namespace

void lint_sarif_log::begin_document( const std::string_view file )
{
   // Its location, then its place in run.artifacts.
   std::string location;
   if( file == "-" ) {
      location = "\"description\":{\"text\":\"standard input\"}";
   }
   else if( !file.empty() && file[ 0 ] == '/' ) {
      location = "\"uri\":";
      write_json_text( location, std::string( sarif_file_uri ) + uri_of( file ) );
   }
   else {
      std::string_view relative = file;
      while( relative.size() > 2 && relative.substr( 0, 2 ) == "./" ) {
         relative.remove_prefix( 2 );
      }
      location = "\"uri\":";
      write_json_text( location, uri_of( relative ) );
      location += ",\"uriBaseId\":\"%SRCROOT%\"";
   }
   artifacts_ += artifact_count_ == 0 ? "{\"location\":{" : ",{\"location\":{";
   artifacts_ += location + "},\"roles\":[\"analysisTarget\"]}";
   artifact_ = "{" + location + ",\"index\":" + std::to_string( artifact_count_++ ) + "}";
}

void lint_sarif_log::add( const std::string_view text, const candidate& c, const report& r, const std::vector< lint_finding >& findings )
{
   for( const auto& f : findings ) {
      // The column in UTF-16 code units (the run's columnKind) of the
      // line up to the finding's byte; the line starts column - 1 bytes before.
      const std::size_t line_start = f.at.offset - ( f.at.column - 1 );
      const std::size_t column = 1 + utf16_units( text.substr( std::min( line_start, text.size() ) ), f.at.column - 1 );
      std::string& s = results_;
      s += results_.empty() ? "{\"ruleId\":" : ",{\"ruleId\":";
      write_json_text( s, f.rule );
      s += f.error ? ",\"level\":\"error\",\"message\":{\"text\":" : ",\"level\":\"warning\",\"message\":{\"text\":";
      write_json_text( s, f.message );
      s += "},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":" + artifact_;
      s += ",\"region\":{\"startLine\":" + std::to_string( f.at.line ) + ",\"startColumn\":" + std::to_string( column ) +
           ",\"byteOffset\":" + std::to_string( f.at.offset ) + "}}}],\"properties\":{\"url\":";
      write_json_string( s, c.url );
      s += ",\"delimiter\":\"" + std::string( name_of( c.delimiter ) ) + "\",\"line\":" + std::to_string( c.line ) + ",\"column\":" + std::to_string( c.column ) + "}}";
      auto& rule = rules_[ std::string( f.rule ) ];
      if( rule.description.empty() ) {
         rule.error = f.error;
         if( f.error ) {
            const auto p = r.diagnosis()->production;
            // The section that defines p (generated: grammar/schemes.facts).
            const auto section = "§" + std::string( grammar::info( p ).section );
            rule.description = "The URL does not conform to RFC 1738: it fails in " + std::string( f.rule );
            rule.help = "A URL must derive from the production of its scheme (RFC 1738 §3, §5); this one stops deriving at the marked byte, inside " +
                        std::string( f.rule ) + ", which RFC 1738 " + section + " defines (§5):\n" +
                        std::string( grammar::production_table[ static_cast< std::size_t >( p ) ].bnf );
            rule.uri = help_uri( section );
         }
         else {
            rule.description = "RFC 1738 warns: " + std::string( f.rule );
            const auto help = warning_help( f.rule );
            rule.help = help.empty() ? "RFC 1738 " + std::string( f.section ) + " warns: " + std::string( f.rule ) : std::string( help );
            rule.uri = help_uri( f.section );
         }
      }
   }
}

void lint_sarif_log::unreadable( const std::string_view message )
{
   std::string& n = notifications_;
   n += n.empty() ? "{\"level\":\"error\",\"message\":{\"text\":" : ",{\"level\":\"error\",\"message\":{\"text\":";
   write_json_text( n, message );
   n += "},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":" + artifact_ + "}}]}";
}

void lint_sarif_log::write( const std::function< void( std::string_view ) >& put, const int exit_code, const std::string_view root ) const
{
   std::string head = "{\"$schema\":\"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json\",\"version\":\"2.1.0\","
                      "\"runs\":[{\"tool\":{\"driver\":{\"name\":\"rfc1738\",\"version\":\"";
   head += version;
   head += "\",\"informationUri\":\"https://www.rfc-editor.org/rfc/rfc1738\",\"rules\":[";
   bool first = true;
   for( const auto& [ id, r ] : rules_ ) {
      head += first ? "{\"id\":" : ",{\"id\":";
      write_json_text( head, id );
      head += ",\"shortDescription\":{\"text\":";
      write_json_text( head, r.description );
      head += "},\"help\":{\"text\":";
      write_json_text( head, r.help );
      head += "},\"helpUri\":";
      write_json_text( head, r.uri );
      head += r.error ? ",\"defaultConfiguration\":{\"level\":\"error\"}}" : ",\"defaultConfiguration\":{\"level\":\"warning\"}}";
      first = false;
   }
   head += "]}}";
   if( !root.empty() ) {
      // Relative names are relative to it: %SRCROOT%.
      std::string uri = std::string( sarif_file_uri ) + uri_of( root );
      if( uri.back() != '/' ) {
         uri += '/';
      }
      head += ",\"originalUriBaseIds\":{\"%SRCROOT%\":{\"uri\":";
      write_json_text( head, uri );
      head += "}}";
   }
   head += ",\"artifacts\":[" + artifacts_ + "],\"invocations\":[{\"executionSuccessful\":";
   head += notifications_.empty() ? "true" : "false";
   head += ",\"exitCode\":" + std::to_string( exit_code ) + ",\"toolExecutionNotifications\":[" + notifications_ +
           "]}],\"columnKind\":\"utf16CodeUnits\",\"results\":[";
   put( head );
   put( results_ );
   put( "]}]}\n" );
}

void write_lint_sarif( std::string& out, const std::string_view text, const std::string_view file, const document_format format, const extract_options& options,
                       const rfc1738::options& mode, const std::string_view root )
{
   lint_sarif_log log;
   log.begin_document( file );
   bool all = true;
   report r;   // each URL's, in the room of the one before
   for( const auto& c : extract( text, format, options ) ) {
      inspect_into( r, c.url, mode, url_tree::components );   // split: r.text() is a prefix of c.url, its offsets c.url's
      all = all && r.verdict().conforms;
      log.add( text, c, r, lint_findings( c, r ) );
   }
   log.write( [ &out ]( const std::string_view piece ) { out += piece; }, all ? 0 : 1, root );
}

}  // namespace rfc1738
