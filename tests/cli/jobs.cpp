// SPDX-License-Identifier: BSL-1.0
// rfc1738 check, parse, fix and lint -j N: N threads print what one prints, byte for byte and in
// input order, with the same counts and the same exit status, on the
// project's corpora, on hostile bytes and when a file cannot be read. Run
// under ThreadSanitizer by `scripts/test.sh --tsan` (label "threads").
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "run_program.hpp"

namespace {

using namespace rfc1738::test;

// The longest conformance input corpora() takes: under the sanitizers
// (whose instrumented runs cost 5 to 15 times as much) not the one of a
// MiB, which was 1.05 MB of the corpora's 1.79 MB and, with its findings,
// made lint --sarif write 76 MB, 13 s a run under ThreadSanitizer (lint's
// case took 234 s of cli.jobs' 412). Megabyte lines under the threads are
// hostile()'s and the blocks test's.
#if defined( RFC1738_SANITIZE ) || defined( RFC1738_TSAN )
constexpr std::size_t longest_case = std::size_t( 1 ) << 17;
#else
constexpr std::size_t longest_case = std::string::npos;
#endif

// Every file of the fuzz corpora, each ended by a LF (their own LFs, NULs,
// CRs and high bytes kept), the inputs of the conformance data file (up to
// longest_case bytes), and examples/urls.txt: thousands of lines, many chunks.
std::string corpora()
{
   std::string all;
   const std::filesystem::path source( RFC1738_SOURCE_DIR );
   for( const char* target : { "parse", "differential", "roundtrip", "compare", "extract", "encode", "build_roundtrip", "compose" } ) {
      std::vector< std::filesystem::path > files;
      for( const auto& e : std::filesystem::directory_iterator( source / "fuzz" / "corpus" / target ) ) {
         files.push_back( e.path() );
      }
      REQUIRE( !files.empty() );
      std::sort( files.begin(), files.end() );
      for( const auto& f : files ) {
         all += slurp( f.string() );
         all += '\n';
      }
   }
   std::ifstream conformance( source / "conformance" / "rfc1738-tests.jsonl" );
   std::size_t cases = 0;
   for( std::string line; std::getline( conformance, line ); ) {
      const auto input = nlohmann::json::parse( line ).at( "input" ).get< std::string >();
      if( input.size() <= longest_case ) {
         all += input;
         all += '\n';
         ++cases;
      }
   }
   REQUIRE( cases > 1000 );
   REQUIRE( all.size() > 4 * ( std::size_t( 1 ) << 17 ) );   // several chunks of 128 KiB
   all += slurp( ( source / "examples" / "urls.txt" ).string() );
   return all;
}

// How many times hostile() holds its three megabyte lines: 3, under the
// sanitizers once (its 9.7 MB were most of parse's and fix's time there).
#if defined( RFC1738_SANITIZE ) || defined( RFC1738_TSAN )
constexpr int megabyte_sets = 1;
#else
constexpr int megabyte_sets = 3;
#endif

// Hostile lines: NUL, CR, bytes >= 0x80, megabyte lines (one conforming,
// one of high bytes, one that is no URL; megabyte_sets times), blank lines
// and comments, and no final newline; repeated past a chunk's limits.
std::string hostile()
{
   std::string s;
   for( int i = 0; i < 3000; ++i ) {
      s += "http://host/" + std::to_string( i ) + "\n";
      s += std::string( "ftp://h/\0a", 10 ) + "\n";
      s += "gopher://h:70/1\r\n";
      s += "mailto:a\xff@b\x80.c\n";
      s += "\n# a comment\n \t\r\n";
      if( i % ( 3000 / megabyte_sets ) == 7 ) {
         s += "http://h/" + std::string( 1u << 20, 'a' ) + "\n";
         s += std::string( 1u << 20, '\x80' ) + "\n";
         s += "news:" + std::string( 1u << 20, '%' ) + "\n";
      }
   }
   s += "telnet://h:23";   // no final newline
   return s;
}

// A text of some 3.5 MB for lint -j, which reads a text in pieces of
// 256 KiB cut after a LF (a line longer than 1 MiB is cut inside): whatever
// runs on over a line runs on over many cuts (wrappers and quotes over
// lines, unterminated ones, a bare URL ending in a hyphen at a line break,
// "URL:" at a line's end), lines longer than a piece, and one longer than
// 1 MiB with wrappers inside it.
std::string pieces_text()
{
   const char* const parts[] = {
      "<URL:ftp://h/a\n  b/c>\n",
      "see <URL:http://x.dom/p?q=\n\n",                 // ended by a blank line
      "\"http://q.dom/r\n s\" and prose\n",
      "<http://a.dom/\n%41\n>\n",
      "URL:\nhttp://u.dom/\n",
      "the http://hy-\nphen.dom/ and\n",
      "bare http://h.dom/a%20b, (http://i.dom/x) done.\n",
      "a line of prose, mailto:a@b.dom and news:*\n",
      "<URL:gopher://g.dom:70/1sel\n\tection\n>",           // no LF after: the next part follows on its line
      "HTTP://UPPER/ ftp://%zz/ http://h:99999/\n",
   };
   std::string s;
   unsigned r = 1738;
   const auto next = [ & ] {
      r = r * 1103515245u + 12345u;
      return ( r >> 16 ) & 0x7fff;
   };
   while( s.size() < ( 3u << 20 ) ) {
      const unsigned k = next();
      if( k % 997 == 0 ) {
         s += "http://long.dom/" + std::string( 300000 + k, 'a' ) + "\n";   // a line longer than a piece
      }
      s += parts[ k % ( sizeof( parts ) / sizeof( parts[ 0 ] ) ) ];
   }
   // A line of 1.5 MB: cut inside it, most likely in its prose (where the
   // extractor is at rest: the column still counts from the line's start).
   std::string line;
   while( line.size() < 1500000 ) {
      line += "<URL:http://in.line/" + std::to_string( line.size() ) + "> " + std::string( 2000, 'x' ) + " ";
   }
   s += line + "\n";
   s += "<URL:http://end.dom/unterminated";
   return s;
}

// The blocks in which -j reads a file (tools/rfc1738/jobs.hpp
// input_chunk::block_size; lint's piece::piece_limit): the first block
// holds the file's first `block` bytes; each next one begins with the line
// that ran on past the one before (at the byte after its last LF).
constexpr std::size_t block = std::size_t( 1 ) << 20;

// Appends whole lines of URLs (of many lengths, every third ended by CR LF)
// to `s`, then one line without its end, so that `s` ends at `end`; returns
// where that last line begins.
std::size_t fill_to( std::string& s, const std::size_t end )
{
   for( unsigned k = 0; end - s.size() > 400; ++k ) {
      s += "http://h.dom/" + std::to_string( k ) + "/" + std::string( k % 97, 'p' ) + ( k % 3 == 0 ? "\r\n" : "\n" );
   }
   const std::size_t start = s.size();
   s += "http://end.dom/";
   s.append( end - s.size(), 'q' );
   return start;
}

// Lines placed where the blocks end: the first block ends between a CR and
// its LF; the second right after a LF; the third right before a LF (the LF
// the first byte of the next read); the fourth with the file, in a last
// line without LF.
std::string block_edges()
{
   std::string s;
   const std::size_t second = fill_to( s, block - 1 );   // CR at block - 1, LF at block
   s += "\r\n";
   fill_to( s, second + block - 1 );
   s += "\n";   // the second block's last byte
   const std::size_t third = second + block;
   const std::size_t fourth = fill_to( s, third + block );
   s += "\n";   // the first byte after the third block
   fill_to( s, fourth + block );   // the file ends with the fourth block
   return s;
}

// Lines longer than a block: one that begins a block and spans three, a
// blank one and a comment of more than a block, and a last line of three
// blocks without LF.
std::string long_lines()
{
   std::string s = "http://a.dom/" + std::string( 5 * block / 2, 'a' ) + "\n";
   s += "http://b.dom/\r\n" + std::string( block + 3, ' ' ) + "\r\n#" + std::string( block, '#' ) + "\nnews:x\n";
   s += "ftp://c.dom/" + std::string( 3 * block, 'c' );
   return s;
}

// Where `many` first differs from `one`, with a few bytes of each from
// there, or "" when they are the same: a failure shows the place, not
// megabytes of output.
std::string difference( const std::string& many, const std::string& one )
{
   if( many == one ) {
      return {};
   }
   const auto at = static_cast< std::size_t >( std::mismatch( many.begin(), many.begin() + std::min( many.size(), one.size() ), one.begin() ).first - many.begin() );
   return "at byte " + std::to_string( at ) + " of " + std::to_string( many.size() ) + " and " + std::to_string( one.size() ) + ": '" + many.substr( at, 80 ) +
          "' against '" + one.substr( at, 80 ) + "'";
}

// The thread counts compared with one: 2 and 4; under the sanitizers
// (whose instrumented runs cost 5 to 15 times as much) 3 alone, which takes
// the same paths: more than one worker, a count that divides no block evenly.
#if defined( RFC1738_SANITIZE ) || defined( RFC1738_TSAN )
const std::vector< const char* > thread_counts = { "3" };
#else
const std::vector< const char* > thread_counts = { "2", "4" };
#endif

// `rfc1738 check <args>` on `input` with -j 1 and each of thread_counts:
// the same standard output, standard error and exit status.
run_result same_with_threads( const std::string& tag, const std::string& args, const std::string& input )
{
   const auto one = run_program( tag, "check -j 1 " + args, input );
   for( const char* jobs : thread_counts ) {
      INFO( "rfc1738 check " << args << " -j " << jobs );
      const auto many = run_program( tag, "check --jobs " + std::string( jobs ) + " " + args, input );
      CHECK( many.status == one.status );
      CHECK( difference( many.err, one.err ) == "" );
      CHECK( many.out.size() == one.out.size() );
      CHECK( difference( many.out, one.out ) == "" );
   }
   return one;
}

// `rfc1738 <command> <args>` on `input` with -j 1 and thread_counts: the same
// standard output, standard error and exit status, and the same bytes when
// both go to one file (the messages in their places among the output).
run_result same_with_threads_of( const std::string& command, const std::string& tag, const std::string& args, const std::string& input )
{
   const auto one = run_program( tag, command + " -j 1 " + args, input );
   const auto merged = [ & ]( const std::string& jobs ) {
      const auto in = temp_path( tag + "-merged-in" );
      const auto both = temp_path( tag + "-merged" );
      write_file( in, input );
      const int status = status_of( std::system( ( cli + " " + command + " -j " + jobs + " " + args + " < '" + in + "' > '" + both + "' 2>&1" ).c_str() ) );
      return std::to_string( status ) + ":" + slurp( both );
   };
   for( const char* jobs : thread_counts ) {
      INFO( "rfc1738 " << command << " " << args << " -j " << jobs );
      const auto many = run_program( tag, command + " --jobs " + std::string( jobs ) + " " + args, input );
      CHECK( many.status == one.status );
      CHECK( difference( many.err, one.err ) == "" );
      CHECK( many.out.size() == one.out.size() );
      CHECK( difference( many.out, one.out ) == "" );
   }
   INFO( "rfc1738 " << command << " " << args << " -j 3, standard output and error to one file" );
   CHECK( difference( merged( "3" ), merged( "1" ) ) == "" );
   return one;
}

}  // namespace

TEST_CASE( "parse -j: the same bytes and messages as one thread", "[cli][jobs]" )
{
   const std::string input = corpora();
   for( const char* args : { "", "--json", "--get '{scheme} {host} {port}'", "--json --decode --fragment=split --keep-comments" } ) {
      const auto r = same_with_threads_of( "parse", "jobs-parse", args, input );
      CHECK( r.status == 1 );   // the corpora hold inputs that are no URL
      CHECK( !r.out.empty() );
   }
   // --get says on standard error why an input is no URL, and port-out-of-range.
   const auto get = same_with_threads_of( "parse", "jobs-parse", "--get '{host}'", input + "http://h:99999/\n" );
   CHECK( has( get.err, "not a url" ) );
   CHECK( has( get.err, "[port-out-of-range]" ) );
   same_with_threads_of( "parse", "jobs-parse", "--json", hostile() );
   same_with_threads_of( "parse", "jobs-parse", "--json", "" );
   // A file that cannot be opened: what comes before it, then the message.
   const auto missing = temp_path( "jobs-parse-missing.txt" );
   std::filesystem::remove( missing );
   std::string many;
   for( int i = 0; i < 10000; ++i ) {
      many += "http://h:" + std::to_string( 99990 + i % 20 ) + "/" + std::to_string( i ) + "\n";
   }
   const auto err = same_with_threads_of( "parse", "jobs-parse", "--get '{host} {port}' http://x/ -f - -f '" + missing + "'", many );
   CHECK( err.status == 2 );
   CHECK( lines( err.out ).size() == 10001 );
   CHECK( has( err.err, "cannot open" ) );
   CHECK( has( err.err, "[port-out-of-range]" ) );
}

TEST_CASE( "fix -j: the same bytes and messages as one thread", "[cli][jobs]" )
{
   const std::string input = corpora() + "HTTP://h/a b\n\n# a comment\nhttp://h/#f\nhttp://u@h/\nnews:%zz\n";
   for( const char* args : { "", "--json", "--keep-comments --strip-cr" } ) {
      const auto r = same_with_threads_of( "fix", "jobs-fix", args, input );
      CHECK( r.status == 1 );   // some cannot be fixed
      CHECK( ( has( r.err, "cannot fix" ) || has( r.out, "\"fixed\":null" ) ) );
   }
   // One output line per input line, blank and "#" lines among them.
   const auto kept = run_program( "jobs-fix", "fix -j 2", input );
   CHECK( lines( kept.out ).size() == lines( input ).size() );
   same_with_threads_of( "fix", "jobs-fix", "", hostile() );
   same_with_threads_of( "fix", "jobs-fix", "--json", hostile() );
   const auto fragment = same_with_threads_of( "fix", "jobs-fix", "", "http://h/#f\nhttp://h/\n" );
   CHECK( fragment.status == 3 );
}

TEST_CASE( "lint -j: the same findings in the same order as one thread", "[cli][jobs]" )
{
   const std::filesystem::path source( RFC1738_SOURCE_DIR );
   const auto text = temp_path( "jobs-lint.txt" );
   write_file( text, corpora() );
   std::string documents = "'" + text + "'";
   for( const char* page : { "README.md", "docs/manual/check.md", "docs/manual/lint.md", "docs/design.md" } ) {
      documents += " '" + ( source / page ).string() + "'";
   }
   const auto missing = temp_path( "jobs-lint-missing.txt" );
   std::filesystem::remove( missing );
   for( const std::string args : { "", "--json --ignore-scheme-case --fragment=split", "--sarif" } ) {
      const auto r = same_with_threads_of( "lint", "jobs-lint", args + " " + documents, "" );
      CHECK( r.status == 1 );
      CHECK( !r.out.empty() );
   }
   // A file that cannot be read, between others: the same, status 2.
   const auto err = same_with_threads_of( "lint", "jobs-lint", "--sarif " + documents + " '" + missing + "' - ", "see <URL:http://h/a b>\n" );
   CHECK( err.status == 2 );
   CHECK( has( err.err, "cannot open" ) );
   same_with_threads_of( "lint", "jobs-lint", "--only-wrapped", hostile() );
   // A text in many pieces, things running on over the cuts.
   const auto text_in_pieces = pieces_text();
   for( const char* args : { "", "--json", "--only-wrapped --json" } ) {
      const auto r = same_with_threads_of( "lint", "jobs-lint-pieces", args, text_in_pieces );
      CHECK( r.status == ( std::string( args ).find( "--only-wrapped" ) == std::string::npos ? 1 : 0 ) );   // the wrapped ones conform
      CHECK( lines( r.out ).size() > 1000 );
   }
   // Bare URLs, megabyte ones among them (cut at the cap): the chunks'
   // candidates are reused, a large one freed.
   same_with_threads_of( "lint", "jobs-lint", "--json", hostile() );
   same_with_threads_of( "lint", "jobs-lint", "", "" );
}

TEST_CASE( "parse, fix, lint -j: N from 1 to 256", "[cli][jobs]" )
{
   for( const char* command : { "parse", "fix", "lint" } ) {
      for( const char* bad : { "0", "257", "two" } ) {
         INFO( command << " -j " << bad );
         const auto r = run_program( "jobs-usage", std::string( command ) + " -j " + bad + " http://h/" );
         CHECK( r.status == 2 );
         CHECK( r.out.empty() );
      }
   }
   CHECK( run_program( "jobs-usage", "parse -j 256 http://h/" ).status == 0 );
   CHECK( run_program( "jobs-usage", "fix -j 256 http://h/" ).status == 0 );
   CHECK( run_program( "jobs-usage", "lint -j 256 -", "<URL:http://h/>\n" ).status == 0 );
}

TEST_CASE( "check -j: the same bytes as one thread on the corpora", "[cli][jobs]" )
{
   const std::string input = corpora();
   for( const char* args : { "--json", "--json --summary=json", "--summary=json", "--failures --unwrap --ignore-scheme-case --fragment=split --summary=json",
                             "--strip-cr --keep-comments --json", "-q" } ) {
      const auto r = same_with_threads( "jobs-corpora", args, input );
      CHECK( r.status == 1 );   // the corpora hold inputs that do not conform
   }
   // -q and --failures take the verdict alone where they print nothing: the
   // same counts, and the same objects for the inputs that do not conform.
   const auto full = run_program( "jobs-corpora", "check --json --summary=json", input );
   const auto quiet = run_program( "jobs-corpora", "check -q --summary=json", input );
   CHECK( quiet.status == full.status );
   CHECK( quiet.err == full.err );
   const auto failures = run_program( "jobs-corpora", "check --json --failures --summary=json", input );
   CHECK( failures.err == full.err );
   std::string failing;
   for( const auto& line : lines( full.out ) ) {
      if( has( line, ",\"conforms\":false," ) ) {
         failing += line + "\n";
      }
   }
   CHECK( !failing.empty() );
   CHECK( failures.out == failing );
   // Without -j, as before: one thread.
   CHECK( run_program( "jobs-corpora", "check --json", input ).out == run_program( "jobs-corpora", "check --json -j 1", input ).out );
}

TEST_CASE( "check -j: hostile bytes, megabyte lines, empty input, no final newline", "[cli][jobs]" )
{
   const std::string input = hostile();
   const auto json = same_with_threads( "jobs-hostile", "--json --summary=json", input );
   CHECK( json.status == 1 );
   CHECK( lines( json.out ).size() == 3000 * 4 + megabyte_sets * 3 + 1 );
   CHECK( has( json.err, "\"skipped\":9000" ) );
   CHECK( has( json.out, "\"input\":\"telnet://h:23\"" ) );
   same_with_threads( "jobs-hostile", "--summary=text", input );
   same_with_threads( "jobs-hostile", "--strip-cr --keep-comments --failures", input );

   const auto empty = same_with_threads( "jobs-empty", "--json --summary=json", "" );
   CHECK( empty.status == 0 );
   CHECK( empty.out.empty() );
   CHECK( has( empty.err, "\"inputs\":0" ) );

   // URL arguments, then a file: in that order, numbered as with one thread.
   const auto path = temp_path( "jobs-file.txt" );
   write_file( path, "http://a/\nnews:*\nhttp://a b/\n" );
   const auto mixed = same_with_threads( "jobs-mixed", "--summary=text http://x/ 'ftp://y/;type=q' -f '" + path + "' -f -", "gopher://g/\n" );
   CHECK( mixed.status == 1 );
   CHECK( has( mixed.out, "jobs-file.txt:3: does not conform" ) );
   CHECK( has( mixed.out, "-:1: conforms" ) );
}

TEST_CASE( "check -j: a file that cannot be read, as with one thread", "[cli][jobs]" )
{
   const auto good = temp_path( "jobs-good.txt" );
   std::string many;
   for( int i = 0; i < 10000; ++i ) {
      many += "http://h/" + std::to_string( i ) + "\n";
   }
   write_file( good, many );
   const auto missing = temp_path( "jobs-missing.txt" );
   std::filesystem::remove( missing );
   // Everything before the file that cannot be opened is printed; then the
   // message and exit status 2.
   const auto open = same_with_threads( "jobs-errors", "--json -f '" + good + "' -f '" + missing + "' -f '" + good + "'", "" );
   CHECK( open.status == 2 );
   CHECK( lines( open.out ).size() == 10000 );
   CHECK( has( open.err, "cannot open" ) );
   // A directory opens but cannot be read.
   const auto dir = same_with_threads( "jobs-errors", "-f '" + good + "' -f '" + std::string( RFC1738_TEST_TMP ) + "'", "" );
   CHECK( dir.status == 2 );
   CHECK( lines( dir.out ).size() == 10000 );
   CHECK( has( dir.err, "error reading" ) );
}

TEST_CASE( "check -j: a write error ends the program as with one thread", "[cli][jobs]" )
{
   const auto in = temp_path( "jobs-full-in" );
   std::string many;
   for( int i = 0; i < 20000; ++i ) {
      many += "http://h/" + std::to_string( i ) + "\n";
   }
   write_file( in, many );
   for( const char* jobs : { "1", "2", "4" } ) {
      INFO( jobs );
      const auto err = temp_path( "jobs-full-err" );
      const int status = status_of( std::system( ( cli + " check --json -j " + jobs + " -f '" + in + "' > /dev/full 2> '" + err + "'" ).c_str() ) );
      CHECK( status == 2 );
      CHECK( slurp( err ) == "rfc1738: error writing standard output: No space left on device\n" );
   }
}

TEST_CASE( "check -j: N from 1 to 256", "[cli][jobs]" )
{
   for( const char* bad : { "0", "257", "-1", "two" } ) {
      INFO( bad );
      const auto r = run_program( "jobs-usage", std::string( "check -j " ) + bad + " http://h/" );
      CHECK( r.status == 2 );
      CHECK( r.out.empty() );
   }
   CHECK( run_program( "jobs-usage", "check -j 256 http://h/" ).status == 0 );
}

// Threads that cannot be started. The tests may run as root, to whom
// RLIMIT_NPROC (ulimit -u) does not apply; the threads' stacks are made
// large instead (ulimit -s: 1 GiB each) and the address space small (ulimit
// -v, RLIMIT_AS), which makes pthread_create fail as RLIMIT_NPROC does
// (EAGAIN) once the stacks fill it: in 2.5 GiB two threads start, in
// 256 MiB none (the calling thread works alone); the heap has the rest. Not
// under the sanitizers (RFC1738_SANITIZE, RFC1738_TSAN), whose shadow
// memory needs terabytes of address space.
TEST_CASE( "-j N: threads that cannot be started, a warning and the same output", "[cli][jobs][limits]" )
{
#if defined( RFC1738_SANITIZE ) || defined( RFC1738_TSAN )
   WARN( "under a sanitizer RLIMIT_AS cannot be set: threads that cannot be started are not tested" );
#else
   const std::string input = corpora();
   const auto in = temp_path( "jobs-limit-in" );
   write_file( in, input );
   const auto out = temp_path( "jobs-limit-out" );
   const auto err = temp_path( "jobs-limit-err" );
   // `limits`, then the command on the file as standard input, or through a
   // pipe (cat): the output, what it wrote on standard error, its status.
   const auto run = [ & ]( const std::string& limits, const std::string& args, const bool pipe ) {
      const std::string command = limits + ( pipe ? " cat '" + in + "' | " + cli + " " + args : " " + cli + " " + args + " < '" + in + "'" ) + " > '" + out
                                  + "' 2> '" + err + "'";
      run_result r;
      r.status = status_of( std::system( command.c_str() ) );
      r.out = slurp( out );
      r.err = slurp( err );
      return r;
   };
   const std::string some = "ulimit -s 1048576; ulimit -v 2621440;";
   const std::string none = "ulimit -s 1048576; ulimit -v 262144;";
   for( const char* args : { "check --json --summary=json", "check", "parse --json", "fix", "lint --json" } ) {
      for( const bool pipe : { false, true } ) {
         INFO( args << ( pipe ? " from a pipe" : " from a file" ) );
         const auto one = run( some, std::string( args ) + " -j 1", pipe );
         CHECK( !has( one.err, "warning: -j" ) );
         CHECK( !one.out.empty() );
         const std::string command = std::string( args ).substr( 0, std::string( args ).find( ' ' ) );
         for( const auto& [ limits, warning ] : { std::pair( some, "rfc1738 " + command + ": warning: -j 256: only " ),
                                                  std::pair( none, "rfc1738 " + command + ": warning: -j 256: no thread could be started" ) } ) {
            INFO( limits );
            const auto many = run( limits, std::string( args ) + " -j 256", pipe );
            CHECK( many.status == one.status );
            CHECK( many.out == one.out );
            // One warning, first; then what one thread writes.
            const auto eol = many.err.find( '\n' );
            REQUIRE( eol != std::string::npos );
            const std::string first = many.err.substr( 0, eol + 1 );
            CHECK( first.rfind( warning, 0 ) == 0 );
            CHECK( has( first, " could be started (Resource temporarily unavailable); going on with " ) );
            CHECK( many.err.substr( eol + 1 ) == one.err );
         }
      }
   }
#endif
}

TEST_CASE( "The blocks read ahead with -j: lines across them, from a file and from a pipe", "[cli][jobs][blocks]" )
{
   const std::string edges = block_edges();
   REQUIRE( edges.size() > 3 * block );
   REQUIRE( edges.substr( block - 1, 2 ) == "\r\n" );
   const std::string long_ones = long_lines();
   for( const auto* input : { &edges, &long_ones } ) {
      const auto check = same_with_threads( "jobs-blocks", "--json --summary=json", *input );
      CHECK( lines( check.out ).size() == lines( *input ).size() - ( input == &long_ones ? 2 : 0 ) );   // the blank line and the comment skipped
      const auto fix = same_with_threads_of( "fix", "jobs-blocks", "", *input );
      CHECK( lines( fix.out ).size() == lines( *input ).size() );
#if !defined( RFC1738_SANITIZE ) && !defined( RFC1738_TSAN )
      // The same reading with the modes on (the threads' work is the same
      // under the sanitizers: there, the runs above suffice).
      same_with_threads( "jobs-blocks", "--strip-cr --keep-comments --summary=json", *input );
      same_with_threads_of( "fix", "jobs-blocks", "--strip-cr", *input );
#endif
      same_with_threads_of( "parse", "jobs-blocks", "--json", *input );
      same_with_threads_of( "lint", "jobs-blocks", "--json", *input );
   }
   // The edges' lines: the one cut between CR and LF is one line, its URL
   // whole (its q's end it), the CR kept without --strip-cr.
   const auto fix = run_program( "jobs-blocks", "fix -j 2 --json", edges );
   const auto all = lines( fix.out );
   REQUIRE( all.size() == lines( edges ).size() );
   std::size_t ends = 0;
   for( const auto& line : all ) {
      ends += has( line, "qqqq\\r\"" ) ? 1 : 0;
   }
   CHECK( ends == 1 );
   // Standard input a pipe (reads that return less than asked): the same
   // bytes as one thread reading the file.
   const auto in = temp_path( "jobs-blocks-pipe-in" );
   const auto out = temp_path( "jobs-blocks-pipe-out" );
   const auto err = temp_path( "jobs-blocks-pipe-err" );
   for( const auto* input : { &edges, &long_ones } ) {
      write_file( in, *input );
      for( const char* command : { "check --json --summary=json", "fix", "parse --json", "lint --json" } ) {
         INFO( command << ", standard input a pipe" );
         const auto one = run_program( "jobs-blocks", std::string( command ) + " -j 1", *input );
         const int status = status_of( std::system( ( "cat '" + in + "' | " + cli + " " + command + " -j 2 > '" + out + "' 2> '" + err + "'" ).c_str() ) );
         CHECK( status == one.status );
         CHECK( difference( slurp( out ), one.out ) == "" );
         CHECK( difference( slurp( err ), one.err ) == "" );
      }
   }
   same_with_threads_of( "fix", "jobs-blocks", "", "" );
}

TEST_CASE( "-j on a regular file: its ranges read by the workers, from where standard input stands", "[cli][jobs][ranges]" )
{
   // Lines across the ranges of 128 KiB at every offset near their ends.
   std::string input;
   for( int i = 0; input.size() < 5 * ( std::size_t( 1 ) << 17 ); ++i ) {
      input += "http://h/" + std::string( static_cast< std::size_t >( i % 97 ), 'a' ) + ( i % 13 == 0 ? "/ b" : "" ) + "\n";
   }
   const auto in = temp_path( "jobs-ranges-file" );
   write_file( in, input );
   const auto out = temp_path( "jobs-ranges-out" );
   const auto err = temp_path( "jobs-ranges-err" );
   // Standard input a file of which a first reader took 7 bytes: the lines
   // from there on (the first one cut), numbered from 1, as one thread reads
   // them; "-f - -f -" reads it once (the second time at its end).
   for( const char* command : { "check --json --summary=json", "fix", "parse --json" } ) {
      std::string outputs[ 3 ];
      int statuses[ 3 ] = {};
      for( const int jobs : { 1, 2, 3 } ) {
         INFO( command << " -j " << jobs );
         statuses[ jobs - 1 ] = status_of( std::system( ( "( dd bs=7 count=1 of=/dev/null 2>/dev/null; " + cli + " " + command + " -j " + std::to_string( jobs ) + " -f - -f - ) < '" + in + "' > '" + out + "' 2> '" + err + "'" ).c_str() ) );
         outputs[ jobs - 1 ] = slurp( out ) + "\n--\n" + slurp( err );
      }
      INFO( command );
      CHECK( statuses[ 1 ] == statuses[ 0 ] );
      CHECK( statuses[ 2 ] == statuses[ 0 ] );
      CHECK( difference( outputs[ 1 ], outputs[ 0 ] ) == "" );
      CHECK( difference( outputs[ 2 ], outputs[ 0 ] ) == "" );
      CHECK( has( outputs[ 0 ], command[ 0 ] == 'f' ? "\n--\nrfc1738 fix: -:1: cannot fix: " : "\"input\":\"h// b\"" ) );
      CHECK( lines( outputs[ 0 ] ).size() > lines( input ).size() );
   }
   const auto fix = run_program( "jobs-ranges", "fix -j 2 -f '" + in + "' -f '" + in + "'", "" );
   CHECK( lines( fix.out ).size() == 2 * lines( input ).size() );
   const std::string first = "jobs-ranges-file:1: escape at 10: ";
   const auto at = fix.err.find( first );
   CHECK( at != std::string::npos );
   CHECK( fix.err.find( first, at + 1 ) != std::string::npos );   // the second file's first line
   CHECK( fix.err == run_program( "jobs-ranges", "fix -j 1 -f '" + in + "' -f '" + in + "'", "" ).err );
}
