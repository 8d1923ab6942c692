// SPDX-License-Identifier: BSL-1.0
#include "output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <utility>

#include <sys/stat.h>
#include <unistd.h>

#include "rfc1738/annotate.hpp"
#include "rfc1738/edition.hpp"
#include "rfc1738/json.hpp"

namespace rfc1738::cli {

output::output( std::FILE* stream, std::string name )
   : stream_( stream ),
     name_( std::move( name ) )
{}

output::~output()
{
   if( stream_ != nullptr ) {
      flush();
   }
}

namespace {

// How a message for standard error relates to standard output.
enum class message_order {
   interleaved,   // one file (2>&1, one terminal): flush the output first
   at_once,       // standard error a terminal of its own: written at once
   buffered       // different files, not a terminal: buffered
};

message_order order_of_messages() noexcept
{
   struct stat out;
   struct stat err;
   if( ::fstat( STDOUT_FILENO, &out ) != 0 || ::fstat( STDERR_FILENO, &err ) != 0 ) {
      return message_order::interleaved;   // cannot tell: keep the order
   }
   if( out.st_dev == err.st_dev && out.st_ino == err.st_ino ) {
      return message_order::interleaved;
   }
   return ::isatty( STDERR_FILENO ) ? message_order::at_once : message_order::buffered;
}

// Decided once, at the first message (the descriptors do not change while
// the program runs).
message_order messages() noexcept
{
   static const message_order order = order_of_messages();
   return order;
}

}  // namespace

void write_failed( const std::string& name )
{
   const int e = errno;
   std::fprintf( stderr, "rfc1738: error writing %s: %s\n", name.c_str(), e ? std::strerror( e ) : "write failed" );
   std::_Exit( 2 );   // at once: what is buffered cannot be written either
}

void write_stdout( std::string_view s )
{
   if( std::fwrite( s.data(), 1, s.size(), stdout ) != s.size() || std::fflush( stdout ) != 0 ) {
      write_failed( "standard output" );
   }
}

void output::put( std::string_view s )
{
   if( s.size() >= ( 1u << 16 ) && stream_ != nullptr ) {
      put_block( s );   // a long one (a long line's) written as it is: not copied to the buffer, which stays small
      return;
   }
   buffer_.append( s );
   if( buffer_.size() >= ( 1u << 16 ) && stream_ != nullptr ) {
      flush();
   }
}

void output::put_block( std::string_view s )
{
   if( s.size() < ( 1u << 16 ) || stream_ == nullptr ) {
      put( s );
      return;
   }
   flush();
   errno = 0;
   if( std::fwrite( s.data(), 1, s.size(), stream_ ) != s.size() ) {
      write_failed( name_ );
   }
}

void output::message( std::string_view text )
{
   message( { text } );
}

void output::message( std::initializer_list< std::string_view > pieces )
{
   if( stream_ == nullptr ) {
      for( const auto piece : pieces ) {
         message_text_.append( piece );
      }
      messages_.emplace_back( buffer_.size(), message_text_.size() );
      return;
   }
   if( stream_ == stdout && messages() == message_order::buffered ) {
      for( const auto piece : pieces ) {
         errors_.append( piece );
      }
      if( errors_.size() >= ( 1u << 16 ) ) {
         write_errors();
      }
      return;
   }
   // Written now, in one write: after the output before it, unless standard
   // error is a terminal of its own (at_once).
   std::string joined;
   if( pieces.size() != 1 ) {
      for( const auto piece : pieces ) {
         joined.append( piece );
      }
   }
   const std::string_view text = pieces.size() == 1 ? *pieces.begin() : std::string_view( joined );
   if( stream_ != stdout || messages() == message_order::interleaved ) {
      flush();
   }
   std::fwrite( text.data(), 1, text.size(), stderr );
}

// Standard error is unbuffered: one write for all the messages kept. A
// failure to write there cannot be reported anywhere.
void output::write_errors() noexcept
{
   if( !errors_.empty() ) {
      std::fwrite( errors_.data(), 1, errors_.size(), stderr );
      errors_.clear();
   }
}

void output::put_output( output& other )
{
   const std::string_view all = other.buffer_;
   const std::string_view texts = other.message_text_;
   if( !other.messages_.empty() && stream_ == stdout && messages() == message_order::buffered ) {
      // Two files, not a terminal: where a message falls among the output
      // cannot be seen. The output in one write, the messages in one.
      put_block( all );
      if( errors_.size() + texts.size() < ( 1u << 16 ) ) {
         errors_.append( texts );
      }
      else {
         write_errors();
         std::fwrite( texts.data(), 1, texts.size(), stderr );
      }
      other.clear();
      return;
   }
   std::size_t from = 0;
   std::size_t text_from = 0;
   for( const auto& [ at, text_end ] : other.messages_ ) {
      put_block( all.substr( from, at - from ) );
      message( texts.substr( text_from, text_end - text_from ) );
      from = at;
      text_from = text_end;
   }
   put_block( all.substr( from ) );
   other.clear();
}

void output::flush()
{
   if( stream_ == nullptr ) {   // in memory: written by its owner
      return;
   }
   write_errors();
   errno = 0;
   if( !buffer_.empty() ) {
      if( std::fwrite( buffer_.data(), 1, buffer_.size(), stream_ ) != buffer_.size() ) {
         write_failed( name_ );
      }
      buffer_.clear();
   }
   if( std::fflush( stream_ ) != 0 ) {
      write_failed( name_ );
   }
}

void output::close()
{
   flush();
   errno = 0;
   if( std::fclose( stream_ ) != 0 ) {
      stream_ = nullptr;
      write_failed( name_ );
   }
   stream_ = nullptr;
}

// The library's JSON strings (rfc1738/json.hpp): one escaping for the
// program and the library.
// Written in place (no buffer shared between threads: -j).
void json_string( output& out, std::string_view s )
{
   rfc1738::write_json_string( out.buffer(), s );
   out.commit();
}

void json_text( output& out, std::string_view s )
{
   rfc1738::write_json_text( out.buffer(), s );
   out.commit();
}

void readable( output& out, std::string_view s )
{
   out.put( rfc1738::printable( s ) );
}

std::string edition_list( std::string_view first_note, std::string_view last_joiner )
{
   std::string list;
   for( std::size_t i = 0; i < std::size( editions ); ++i ) {
      list += ( i == 0 ? "" : ( i + 1 == std::size( editions ) ? last_joiner : ", " ) );
      list += name_of( editions[ i ] );
      list += ( i == 0 ? first_note : "" );
   }
   return list;
}

std::string lay_out( const std::string& paragraph )
{
   const std::string indent( 24, ' ' );
   if( paragraph.compare( 0, 2, "  " ) != 0 || paragraph.size() < indent.size() ) {
      return paragraph;
   }
   std::string out;
   std::string line = paragraph.substr( 0, indent.size() );
   std::istringstream words( paragraph.substr( indent.size() ) );
   std::string word;
   bool first = true;
   while( words >> word ) {
      if( !first && line.size() + 1 + word.size() > 79 ) {
         out += line + '\n';
         line = indent;
         first = true;
      }
      line += ( first ? "" : " " ) + word;
      first = false;
   }
   return out + line + '\n';
}

std::string help_text( std::string_view usage )
{
   const std::pair< std::string_view, std::string > marks[] = { { "@EDITIONS@", edition_list( " (default)", " or " ) }, { "@EDITION_NAMES@", edition_list( "", ", " ) } };
   const std::string text( usage );
   const std::string indent( 24, ' ' );
   std::string out;
   for( std::size_t begin = 0; begin < text.size(); ) {
      // One option's paragraph: its line and the continuation lines after it.
      std::size_t end = text.find( '\n', begin );
      end = end == std::string::npos ? text.size() : end + 1;
      while( end < text.size() && text.compare( end, indent.size(), indent ) == 0 ) {
         const auto next = text.find( '\n', end );
         end = next == std::string::npos ? text.size() : next + 1;
      }
      std::string paragraph = text.substr( begin, end - begin );
      begin = end;
      bool marked = false;
      for( const auto& [ mark, list ] : marks ) {
         for( auto at = paragraph.find( mark ); at != std::string::npos; at = paragraph.find( mark, at + list.size() ) ) {
            paragraph.replace( at, mark.size(), list );
            marked = true;
         }
      }
      out += marked ? lay_out( paragraph ) : paragraph;
   }
   return out;
}

}  // namespace rfc1738::cli
