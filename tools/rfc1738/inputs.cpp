// SPDX-License-Identifier: BSL-1.0
#include "inputs.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

namespace rfc1738::cli {

namespace {

int read_error( std::string_view command, const input_options& options, std::string_view file, const char* what, int e )
{
   if( options.before_error ) {
      options.before_error();
   }
   std::fflush( stdout );
   const std::string name = file == "-" ? std::string( "standard input" ) : "'" + std::string( file ) + "'";
   std::fprintf( stderr, "rfc1738 %.*s: %s %s: %s\n", static_cast< int >( command.size() ), command.data(), what, name.c_str(), std::strerror( e ) );
   return 2;
}

}  // namespace

namespace detail {

std::FILE* open_input( std::string_view command, const input_options& options, std::string_view file, int& status )
{
   if( file == "-" ) {
      if( isatty( STDIN_FILENO ) ) {
         std::fprintf( stderr, "rfc1738 %.*s: reading URLs from standard input, one a line; end with Ctrl-D (--help for more)\n", static_cast< int >( command.size() ), command.data() );
      }
      return stdin;
   }
   errno = 0;
   const std::string name( file );
   std::FILE* in = std::fopen( name.c_str(), "rb" );
   if( in == nullptr ) {
      const int e = errno;
      status = read_error( command, options, file, "cannot open", e );
   }
   return in;
}

std::optional< std::uint64_t > regular_file_at( std::FILE* in ) noexcept
{
   const int fd = ::fileno( in );
   struct stat st;
   if( fd < 0 || ::fstat( fd, &st ) != 0 || !S_ISREG( st.st_mode ) ) {
      return std::nullopt;
   }
   const off_t at = ::lseek( fd, 0, SEEK_CUR );
   if( at < 0 ) {
      return std::nullopt;
   }
   return static_cast< std::uint64_t >( at );
}

int close_input( std::string_view command, const input_options& options, std::string_view file, std::FILE* in, bool read, int e )
{
   if( in != stdin ) {
      std::fclose( in );
   }
   if( !read ) {
      return read_error( command, options, file, "error reading", e ? e : EIO );
   }
   return 0;
}

}  // namespace detail

}  // namespace rfc1738::cli
