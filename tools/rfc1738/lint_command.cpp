// SPDX-License-Identifier: BSL-1.0
// rfc1738 lint: the URLs of documents (RFC 1738 Appendix), each checked;
// GNU "FILE:LINE:COL: error:" lines, JSON, or one SARIF 2.1.0 log.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

#include "commands.hpp"
#include "output.hpp"
#include "rfc1738/extract.hpp"
#include "rfc1738/json.hpp"
#include "rfc1738/report.hpp"
#include "rfc1738/version.hpp"

namespace rfc1738::cli {

namespace {

// A URL longer than this is shown as a window around the caret.
constexpr std::size_t window_limit = 160;
constexpr std::size_t window_side = 60;

// One finding, at a place of the text.
struct finding {
   text_position at;
   bool error = false;
   std::string message;
   std::string_view rule;   // the production (errors) or the warning's code
};

// A file name as a relative URI reference (SARIF artifactLocation.uri):
// bytes other than unreserved ones and "/" percent-encoded.
std::string uri_of( std::string_view file )
{
   static constexpr const char* hex = "0123456789ABCDEF";
   std::string out;
   for( const char ch : file ) {
      const auto c = static_cast< unsigned char >( ch );
      if( ( c >= 'a' && c <= 'z' ) || ( c >= 'A' && c <= 'Z' ) || ( c >= '0' && c <= '9' ) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/' ) {
         out.push_back( ch );
      }
      else {
         out.push_back( '%' );
         out.push_back( hex[ c >> 4 ] );
         out.push_back( hex[ c & 15 ] );
      }
   }
   return out;
}

class linter {
public:
   explicit linter( const lint_settings& settings )
      : settings_( settings )
   {}

   // Reads one file ("-": standard input); 0, or 2 after a message.
   int read( const std::string& file )
   {
      const bool is_stdin = file == "-";
      std::FILE* in = stdin;
      if( is_stdin ) {
         if( isatty( STDIN_FILENO ) ) {
            std::fputs( "rfc1738 lint: reading a text from standard input; end with Ctrl-D (--help for more)\n", stderr );
         }
      }
      else {
         errno = 0;
         in = std::fopen( file.c_str(), "rb" );
         if( in == nullptr ) {
            return read_error( file, "cannot open", errno );
         }
      }
      file_ = is_stdin ? "-" : file;
      extract_options eo;
      eo.only_wrapped = settings_.only_wrapped;
      extractor x( [ this ]( candidate&& c ) { one( c ); }, eo );
      static char buffer[ 1 << 16 ];
      errno = 0;
      for( ;; ) {
         const std::size_t n = std::fread( buffer, 1, sizeof( buffer ), in );
         x.feed( std::string_view( buffer, n ) );
         if( n < sizeof( buffer ) ) {
            break;
         }
      }
      const bool failed = std::ferror( in ) != 0;
      const int e = errno;
      x.finish();
      if( !is_stdin ) {
         std::fclose( in );
      }
      if( failed ) {
         return read_error( file, "error reading", e ? e : EIO );
      }
      return 0;
   }

   bool all_conform() const noexcept
   {
      return all_;
   }

   // The SARIF log, after every file.
   void finish()
   {
      if( settings_.sarif ) {
         out_.put( "{\"$schema\":\"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"rfc1738\",\"version\":\"" );
         out_.put( rfc1738::version );
         out_.put( "\",\"informationUri\":\"https://www.rfc-editor.org/rfc/rfc1738\",\"rules\":[" );
         bool first = true;
         for( const auto& [ id, text ] : rules_ ) {
            out_.put( first ? "{\"id\":" : ",{\"id\":" );
            json_text( out_, id );
            out_.put( ",\"shortDescription\":{\"text\":" );
            json_text( out_, text );
            out_.put( "}}" );
            first = false;
         }
         out_.put( "]}},\"columnKind\":\"unicodeCodePoints\",\"results\":[" );
         out_.put( results_ );
         out_.put( "]}]}\n" );
      }
      out_.flush();
   }

   void flush()
   {
      out_.flush();
   }

private:
   int read_error( const std::string& file, const char* what, int e )
   {
      out_.flush();
      const std::string name = file == "-" ? std::string( "standard input" ) : "'" + file + "'";
      std::fprintf( stderr, "rfc1738 lint: %s %s: %s\n", what, name.c_str(), std::strerror( e ) );
      return 2;
   }

   void one( const candidate& c )
   {
      rfc1738::options mode;
      mode.ignore_scheme_case = settings_.ignore_scheme_case;
      mode.fragment = settings_.fragment;   // split: r.text() is a prefix of c.url, its offsets c.url's
      const auto r = rfc1738::inspect( c.url, mode );
      const auto& d = r.diagnosis();
      all_ = all_ && r.verdict().conforms;

      std::vector< finding > findings;
      if( d ) {
         findings.push_back( { c.position_of( d->offset ), true, d->message, grammar::rfc_name( d->production ) } );
      }
      for( const auto& w : c.warnings ) {
         findings.push_back( { c.position_of( w.offset ), false, w.message, w.code } );
      }
      for( const auto& w : r.warnings() ) {   // offsets in r.text(): as long as c.url (case-ignore keeps lengths)
         findings.push_back( { c.position_of( w.offset ), false, w.message, w.code } );
      }

      if( settings_.json ) {
         json( c, r, findings );
      }
      else if( settings_.sarif ) {
         sarif( c, r, findings );
      }
      else {
         gnu( c, r, findings );
      }
   }

   void json( const candidate& c, const report& r, const std::vector< finding >& findings )
   {
      line_.clear();
      line_ += "{\"file\":";
      rfc1738::write_json_string( line_, file_ );
      line_ += ",\"line\":" + std::to_string( c.line ) + ",\"column\":" + std::to_string( c.column ) + ",\"begin\":" + std::to_string( c.begin ) +
               ",\"end\":" + std::to_string( c.end ) + ",\"delimiter\":\"" + std::string( name_of( c.delimiter ) ) + "\",\"check\":";
      rfc1738::write_json( line_, r );
      if( r.diagnosis() ) {
         const auto at = c.position_of( r.diagnosis()->offset );
         line_ += ",\"error_line\":" + std::to_string( at.line ) + ",\"error_column\":" + std::to_string( at.column );
      }
      line_ += ",\"extract_warnings\":[";
      for( std::size_t i = 0; i < c.warnings.size(); ++i ) {
         const auto& w = c.warnings[ i ];
         const auto at = c.position_of( w.offset );
         line_ += i == 0 ? "{\"code\":" : ",{\"code\":";
         rfc1738::write_json_text( line_, w.code );
         line_ += ",\"offset\":" + std::to_string( w.offset ) + ",\"line\":" + std::to_string( at.line ) + ",\"column\":" + std::to_string( at.column ) + ",\"message\":";
         rfc1738::write_json_text( line_, w.message );
         line_ += ",\"section\":";
         rfc1738::write_json_text( line_, w.section );
         line_ += '}';
      }
      line_ += "]}\n";
      out_.put( line_ );
      (void)findings;
   }

   void sarif( const candidate& c, const report& r, const std::vector< finding >& findings )
   {
      for( const auto& f : findings ) {
         std::string& s = results_;
         s += results_.empty() ? "{\"ruleId\":" : ",{\"ruleId\":";
         rfc1738::write_json_text( s, f.rule );
         s += f.error ? ",\"level\":\"error\",\"message\":{\"text\":" : ",\"level\":\"warning\",\"message\":{\"text\":";
         rfc1738::write_json_text( s, f.message );
         s += "},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":";
         rfc1738::write_json_text( s, uri_of( file_ ) );
         s += "},\"region\":{\"startLine\":" + std::to_string( f.at.line ) + ",\"startColumn\":" + std::to_string( f.at.column ) +
              ",\"byteOffset\":" + std::to_string( f.at.offset ) + "}}}],\"properties\":{\"url\":";
         rfc1738::write_json_string( s, c.url );
         s += ",\"delimiter\":\"" + std::string( name_of( c.delimiter ) ) + "\",\"line\":" + std::to_string( c.line ) + ",\"column\":" + std::to_string( c.column ) + "}}";
         auto& rule = rules_[ std::string( f.rule ) ];
         if( rule.empty() ) {
            rule = f.error ? "The URL does not conform to RFC 1738: it fails in " + std::string( f.rule )
                           : "RFC 1738 warns: " + std::string( f.rule );
         }
      }
      (void)r;
   }

   void caret( const candidate& c, std::size_t offset )
   {
      const std::string_view text = c.url;
      std::size_t begin = 0;
      std::size_t end = text.size();
      if( text.size() > window_limit ) {
         begin = offset > window_side ? offset - window_side : 0;
         end = std::min( text.size(), offset + window_side );
      }
      const std::string_view before = begin > 0 ? "..." : "";
      out_.put( "  " );
      out_.put( before );
      readable( out_, text.substr( begin, end - begin ) );
      out_.put( end < text.size() ? "...\n  " : "\n  " );
      out_.put( std::string( before.size() + readable_width( text.substr( begin, offset - begin ) ), ' ' ) );
      out_.put( "^\n" );
   }

   void gnu( const candidate& c, const report& r, const std::vector< finding >& findings )
   {
      for( const auto& f : findings ) {
         out_.put( file_ );
         out_.put( ':' + std::to_string( f.at.line ) + ':' + std::to_string( f.at.column ) + ( f.error ? ": error: " : ": warning: " ) );
         out_.put( f.message );
         out_.put( " [" );
         out_.put( f.rule );
         out_.put( "]\n" );
         if( f.error ) {
            caret( c, r.diagnosis()->offset );
         }
      }
   }

   const lint_settings& settings_;
   output out_;
   std::string file_;
   std::string line_;
   bool all_ = true;
   std::string results_;                         // SARIF results, written at the end
   std::map< std::string, std::string > rules_;   // SARIF rules: id, description
};

}  // namespace

int lint_command( const lint_settings& settings )
{
   linter l( settings );
   std::vector< std::string > files = settings.files;
   if( files.empty() ) {
      files.emplace_back( "-" );
   }
   for( const auto& file : files ) {
      const int status = l.read( file );
      if( status != 0 ) {
         l.flush();
         return status;
      }
   }
   l.finish();
   return l.all_conform() ? 0 : 1;
}

}  // namespace rfc1738::cli
