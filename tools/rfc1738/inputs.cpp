// SPDX-License-Identifier: BSL-1.0
#include "inputs.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

#include "lines.hpp"

namespace rfc1738::cli {

namespace {

bool blank_or_comment( std::string_view line ) noexcept
{
   if( !line.empty() && line[ 0 ] == '#' ) {
      return true;
   }
   return line.find_first_not_of( " \t\r" ) == std::string_view::npos;
}

int read_error( std::string_view command, std::string_view file, const char* what, int e )
{
   std::fflush( stdout );
   const std::string name = file == "-" ? std::string( "standard input" ) : "'" + std::string( file ) + "'";
   std::fprintf( stderr, "rfc1738 %.*s: %s %s: %s\n", static_cast< int >( command.size() ), command.data(), what, name.c_str(), std::strerror( e ) );
   return 2;
}

}  // namespace

int for_each_input( std::string_view command, const input_options& options, std::size_t& skipped,
                    const std::function< void( const location&, std::string_view ) >& each )
{
   location where;
   for( const auto& u : options.urls ) {
      ++where.line;
      each( where, u );
   }
   std::vector< std::string_view > files( options.files.begin(), options.files.end() );
   if( files.empty() && options.urls.empty() ) {
      files.emplace_back( "-" );
   }
   const auto fail = [ & ]( std::string_view file, const char* what, int e ) {
      if( options.before_error ) {
         options.before_error();
      }
      return read_error( command, file, what, e );
   };
   for( const auto file : files ) {
      const bool is_stdin = file == "-";
      const bool skip = options.skip_blank || !options.keep_comments;
      std::FILE* in = stdin;
      if( is_stdin ) {
         if( isatty( STDIN_FILENO ) ) {
            std::fprintf( stderr, "rfc1738 %.*s: reading URLs from standard input, one a line; end with Ctrl-D (--help for more)\n", static_cast< int >( command.size() ), command.data() );
         }
      }
      else {
         errno = 0;
         const std::string name( file );
         in = std::fopen( name.c_str(), "rb" );
         if( in == nullptr ) {
            const int e = errno;
            return fail( file, "cannot open", e );
         }
      }
      where.file = file;
      where.line = 0;
      const bool read = for_each_line( in, [ & ]( std::string_view line ) {
         ++where.line;
         if( options.strip_cr && !line.empty() && line.back() == '\r' ) {
            line.remove_suffix( 1 );
         }
         if( skip && blank_or_comment( line ) ) {
            ++skipped;
            if( options.skipped_line ) {
               options.skipped_line( where, line );
            }
            return;
         }
         each( where, line );
      } );
      const int e = errno;
      if( !is_stdin ) {
         std::fclose( in );
      }
      if( !read ) {
         return fail( file, "error reading", e ? e : EIO );
      }
   }
   return 0;
}

}  // namespace rfc1738::cli
