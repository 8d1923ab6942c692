// SPDX-License-Identifier: BSL-1.0
// What the tests of the rfc1738 program share: running it as a user does
// (arguments, standard input from a file, standard output and error to
// files), reading and writing files, and splitting output into lines.
// RFC1738_CLI and RFC1738_TEST_TMP come from tests/CMakeLists.txt.
#ifndef RFC1738_TESTS_CLI_RUN_PROGRAM_HPP
#define RFC1738_TESTS_CLI_RUN_PROGRAM_HPP

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

namespace rfc1738::test {

struct run_result {
   int status = -1;   // the exit status; -1 when the program did not exit
   std::string out;
   std::string err;
};

inline std::string temp_path( const std::string& name )
{
   return std::string( RFC1738_TEST_TMP ) + "/" + name;
}

inline std::string slurp( const std::string& path )
{
   std::ifstream in( path, std::ios::binary );
   return std::string( ( std::istreambuf_iterator< char >( in ) ), std::istreambuf_iterator< char >() );
}

inline void write_file( const std::string& path, const std::string& text )
{
   std::ofstream( path, std::ios::binary ) << text;
}

inline int status_of( int raw )
{
   return WIFEXITED( raw ) ? WEXITSTATUS( raw ) : -1;
}

// The program, quoted for the shell.
inline const std::string cli = std::string( "'" ) + RFC1738_CLI + "'";

// Runs `rfc1738 <args>` with `input` on standard input, `env` (assignments,
// or a prefix command) before it; `tag` names its temporary files, so that
// test programs running at once do not share them.
inline run_result run_program( const std::string& tag, const std::string& args, const std::string& input = "", const std::string& env = "" )
{
   const auto in = temp_path( tag + "-in" );
   const auto out = temp_path( tag + "-out" );
   const auto err = temp_path( tag + "-err" );
   write_file( in, input );
   const std::string command = env + ( env.empty() ? "" : " " ) + cli + " " + args + " < '" + in + "' > '" + out + "' 2> '" + err + "'";
   run_result r;
   r.status = status_of( std::system( command.c_str() ) );
   r.out = slurp( out );
   r.err = slurp( err );
   return r;
}

inline std::vector< std::string > lines( const std::string& s )
{
   std::vector< std::string > v;
   std::istringstream in( s );
   for( std::string l; std::getline( in, l ); ) {
      v.push_back( l );
   }
   return v;
}

inline bool has( const std::string& s, const std::string& part )
{
   return s.find( part ) != std::string::npos;
}

}  // namespace rfc1738::test

#endif
