// SPDX-License-Identifier: BSL-1.0
// rfc1738 lint: the URLs of documents (RFC 1738 Appendix), each checked;
// GNU "FILE:LINE:COL: error:" lines, JSON, or one SARIF 2.1.0 log.
#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "command_table.hpp"
#include "commands.hpp"
#include "engine/blocks.hpp"
#include "engine/line_feeds.hpp"
#include "hints.hpp"
#include "jobs.hpp"
#include "output.hpp"
#include "rfc1738/extract.hpp"
#include "rfc1738/lint_output.hpp"
#include "rfc1738/report.hpp"

namespace rfc1738::cli {

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

namespace {

// The report of one URL found, in this thread's report (the room of the URLs
// before it reused, its url a tree of components): valid until this thread
// inspects the next.
const rfc1738::report& inspected( const std::string_view url, const rfc1738::options& mode )
{
   thread_local rfc1738::report r;
   rfc1738::inspect_into( r, url, mode, rfc1738::url_tree::components );
   return r;
}

class linter {
public:
   explicit linter( const lint_settings& settings )
      : settings_( settings )
   {
      mode_.ignore_scheme_case = settings_.ignore_scheme_case;
      mode_.fragment = settings_.fragment;   // split: r.text() is a prefix of c.url, its offsets c.url's
      if( settings_.jobs > 1 ) {
         // -j: the URLs in chunks, inspected by the workers; each chunk's
         // findings printed here, in the order of the URLs.
         jobs_ = std::make_unique< ordered_jobs< chunk > >(
            settings_.jobs,
            [ this ]( chunk& c ) {
               c.reports.clear();   // the last use's, freed by the thread that made them
               for( std::size_t i = 0; i < c.used; ++i ) {
                  rfc1738::inspect_into( c.reports.emplace_back(), c.candidates[ i ].url, mode_, rfc1738::url_tree::components );
               }
               if( !settings_.sarif ) {
                  // The findings written here: the reader only copies
                  // the text out.
                  c.text.clear();
                  c.counts = tally();
                  c.all = true;
                  for( std::size_t i = 0; i < c.used; ++i ) {
                     c.all = write_findings( c.text, c.candidates[ i ], c.reports[ i ], c.counts ) && c.all;
                  }
                  c.reports.clear();
               }
            },
            [ this ]( chunk& c ) {
               if( settings_.sarif ) {
                  for( std::size_t i = 0; i < c.used; ++i ) {
                     print( c.candidates[ i ], c.reports[ i ] );
                  }
               }
               else {
                  out_.put_block( c.text );
                  add( c.counts );
                  all_ = all_ && c.all;
               }
               c.used = 0;   // the candidates' memory kept for the next use
               c.bytes = 0;
            },
            "lint" );
         filling_ = &jobs_->next();
      }
   }

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
      file_ = is_stdin ? "-" : file;
      text_.clear();
      if( settings_.sarif ) {
         sarif_.begin_document( file_ );
      }
      if( !is_stdin ) {
         errno = 0;
         in = std::fopen( file.c_str(), "rb" );
         if( in == nullptr ) {
            return read_error( file, "cannot open", errno );
         }
         if( struct stat st{}; fstat( fileno( in ), &st ) == 0 && S_ISDIR( st.st_mode ) ) {
            std::fclose( in );
            return read_error( file, "cannot read", EISDIR, "; lint reads files: name them (rfc1738 lint " + file + "/*.md, or find " + file + " -name '*.md' -exec rfc1738 lint {} +)" );
         }
      }
      tallies_.push_back( { file_ } );
      extract_options eo;
      eo.only_wrapped = settings_.only_wrapped;
      // Standard input is text unless --format says otherwise.
      const document_format format = settings_.format ? *settings_.format : is_stdin ? document_format::text : format_of_path( file );
      if( settings_.jobs > 1 && format == document_format::text && !settings_.sarif ) {
         return read_in_pieces( file, in, is_stdin, eo );
      }
      extractor x( [ this ]( candidate&& c ) { one( std::move( c ) ); }, eo );
      static char buffer[ 1 << 16 ];
      errno = 0;
      for( ;; ) {
         const std::size_t n = std::fread( buffer, 1, sizeof( buffer ), in );
         if( settings_.sarif || format != document_format::text ) {
            text_.append( buffer, n );   // a document is read whole; SARIF counts its columns in it
         }
         if( format == document_format::text ) {
            x.feed( std::string_view( buffer, n ) );
         }
         if( n < sizeof( buffer ) ) {
            break;
         }
      }
      if( format != document_format::text && std::ferror( in ) == 0 ) {
         for( auto& c : extract( text_, format, eo ) ) {
            one( std::move( c ) );
         }
      }
      const bool failed = std::ferror( in ) != 0;
      const int e = errno;
      x.finish();
      drain();   // -j: every URL of the file printed while text_ holds it
      if( !is_stdin ) {
         std::fclose( in );
      }
      text_.clear();
      text_.shrink_to_fit();
      if( failed ) {
         return read_error( file, "error reading", e ? e : EIO );
      }
      return 0;
   }

   bool all_conform() const noexcept
   {
      return all_;
   }

   // The SARIF log, after every file (also when one could not be read:
   // `status` is the exit status, 2 then).
   void finish( int status )
   {
      if( settings_.sarif ) {
         // Relative names are relative to the current directory: %SRCROOT%.
         char cwd[ PATH_MAX ];
         sarif_.write( [ this ]( std::string_view piece ) { out_.put( piece ); }, status, getcwd( cwd, sizeof( cwd ) ) != nullptr ? cwd : "" );
      }
      out_.flush();
   }

   void flush()
   {
      out_.flush();
   }

private:
   // Counts of some URLs' findings, for the summary (count(), add()).
   struct tally {
      std::size_t urls = 0, errors = 0, warnings = 0, fragments = 0;
      std::map< std::string, std::size_t > error_causes, warning_causes;
   };

   int read_error( const std::string& file, const char* what, int e, const std::string& advice = {} )
   {
      drain();
      out_.flush();
      const std::string name = file == "-" ? std::string( "standard input" ) : "'" + file + "'";
      std::fprintf( stderr, "rfc1738 lint: %s %s: %s%s\n", what, name.c_str(), std::strerror( e ), advice.c_str() );
      if( settings_.sarif ) {
         sarif_.unreadable( std::string( what ) + " " + name + ": " + std::strerror( e ) );   // SARIF §3.20.21
      }
      return 2;
   }

   // -j on a text (not SARIF, which reads the whole text for its columns):
   // the text in pieces cut after a LF, each read by a worker with an
   // extractor of its own that begins at rest, its URLs checked and their
   // findings written there. A piece that begins where the extractor is not
   // at rest (a wrapper, a "URL:" or a hyphen running on over the line) is
   // read again on this thread from the piece before it on: the output is
   // the one thread's, byte for byte.
   struct piece {
      block_pool::block* owner = nullptr;   // the block `text` is in (none for the empty last piece)
      std::string_view text;
      std::size_t offset = 0;   // of its first byte in the file
      std::size_t line = 1;     // of its first byte
      bool last = false;        // the file ends with it
      bool cut_in_line = false; // cut inside a line (a line longer than piece_limit): the next piece is read on
      // What the worker found:
      std::size_t emitted = 0;  // candidates
      bool at_rest = true;      // its extractor at rest at the end
      std::string out;          // their findings
      tally counts;             // and their counts
      bool all = true;          // every one conforms
      static constexpr std::size_t size = std::size_t( 1 ) << 18;         // bytes a piece holds before it is cut at a LF
      static constexpr std::size_t piece_limit = std::size_t( 1 ) << 20;  // cut inside a line beyond this
   };

   // The options of an extractor that reads from a cut at (offset, line):
   // its candidates carry the whole text's positions.
   extract_options from_cut( const std::size_t offset, const std::size_t line ) const
   {
      extract_options o = piece_options_;
      o.first_offset = offset;
      o.first_line = line;
      return o;
   }

   void read_piece( piece& p )
   {
      p.out.clear();
      p.counts = tally();
      p.all = true;
      p.emitted = 0;
      extractor x(
         [ & ]( candidate&& c ) {
            ++p.emitted;
            p.all = write_findings( p.out, c, inspected( c.url, mode_ ), p.counts ) && p.all;
         },
         from_cut( p.offset, p.line ) );
      x.feed( p.text );
      p.at_rest = x.at_rest();
      if( p.last ) {
         x.finish();
      }
   }

   // In the order of the text: a piece's findings, or the piece read on
   // from where the one before left the extractor.
   void retire_piece( piece& p )
   {
      if( !reading_on_ ) {
         out_.put_block( p.out );
         add( p.counts );
         all_ = p.all && all_;
         if( ( !p.at_rest || p.cut_in_line ) && !p.last ) {
            // The next piece does not begin at rest: this piece read again
            // here (its candidates, printed already, skipped), and the text
            // read on from it.
            skip_ = p.emitted;
            reading_on_.emplace(
               [ this ]( candidate&& c ) {
                  if( skip_ != 0 ) {
                     --skip_;
                     return;
                  }
                  print( c, inspected( c.url, mode_ ) );
               },
               from_cut( p.offset, p.line ) );
            reading_on_->feed( p.text );
         }
         return;
      }
      reading_on_->feed( p.text );   // what the worker found is not the text's
      if( p.last ) {
         reading_on_->finish();
         reading_on_.reset();
      }
      else if( reading_on_->at_rest() && !p.cut_in_line ) {
         reading_on_.reset();   // the next piece begins at rest
      }
   }

   int read_in_pieces( const std::string& file, std::FILE* in, const bool is_stdin, const extract_options& eo )
   {
      piece_options_ = eo;
      if( !pieces_ ) {
         pieces_ = std::make_unique< ordered_jobs< piece > >(
            settings_.jobs, [ this ]( piece& p ) { read_piece( p ); },
            [ this ]( piece& p ) {
               retire_piece( p );
               if( p.owner != nullptr ) {
                  block_pool::release( p.owner );   // its block reused once all its pieces are retired
                  p.owner = nullptr;
               }
            },
            "lint" );
      }
      // The text read ahead in blocks of piece_limit bytes (line_reader), cut
      // into pieces of about piece::size bytes after a LF; a piece views
      // its block, kept until the piece is retired. A line longer than a
      // block is cut inside (cut_in_line).
      line_reader reader( in, pool_, piece::piece_limit, true );
      std::size_t offset = 0;
      std::size_t line = 1;
      bool ended = false;   // the piece with which the text ends handed over
      line_reader::view v;
      while( reader.next( v ) ) {
         std::size_t begin = 0;
         while( begin < v.bytes.size() ) {
            const std::size_t end = engine::end_of_line_at( v.bytes, std::min( begin + piece::size, v.bytes.size() ) - 1 );
            piece& p = pieces_->next();
            p.owner = v.owner;
            block_pool::keep( v.owner );
            p.text = v.bytes.substr( begin, end - begin );
            p.offset = offset;
            p.line = line;
            p.last = end == v.bytes.size() && reader.at_end();
            p.cut_in_line = end == v.bytes.size() && v.cut_in_line;
            offset += p.text.size();
            line += engine::line_feeds( p.text );
            ended = p.last;
            pieces_->submit();
            begin = end;
         }
      }
      const int e = reader.error();
      if( !ended ) {
         piece& p = pieces_->next();   // none, with which the text ends
         p.owner = nullptr;
         p.text = {};
         p.offset = offset;
         p.line = line;
         p.last = true;
         p.cut_in_line = false;
         pieces_->submit();
      }
      pieces_->finish();
      if( !is_stdin ) {
         std::fclose( in );
      }
      if( e != 0 ) {
         return read_error( file, "error reading", e );
      }
      return 0;
   }

   // -j: URLs handed to the workers together, and their reports. Small
   // chunks: a candidate holds 9 bytes per byte of its URL (its `source`),
   // and 2N+2 chunks of 1024 URLs fell out of the cache (lint -j 2 took
   // twice the CPU time of -j 1 on 3,000,000 URLs; with 128, 1.2 times).
   struct chunk {
      std::vector< candidate > candidates;   // the first `used` are this use's; the others, rooms to reuse
      std::size_t used = 0;
      // A candidate's memory is kept for reuse up to a URL of this many
      // bytes (its `source` holds 8 bytes per byte): memory stays bounded.
      static constexpr std::size_t room_limit = 1024;
      std::vector< report > reports;   // of candidates[ i ] (viewing its url)
      std::size_t bytes = 0;           // of the URLs
      std::string text;                // their findings, written (not SARIF)
      tally counts;                    // and their counts
      bool all = true;                 // every one of them conforms
      static constexpr std::size_t limit = 128;                        // URLs
      static constexpr std::size_t byte_limit = std::size_t( 1 ) << 14;
   };

   // One URL found: inspected and printed now, or with -j, by a worker and
   // then in its turn.
   void one( candidate&& c )
   {
      if( !jobs_ ) {
         print( c, inspected( c.url, mode_ ) );
         return;
      }
      filling_->bytes += c.url.size();
      auto& all = filling_->candidates;
      if( filling_->used < all.size() && all[ filling_->used ].url.capacity() <= chunk::room_limit ) {
         std::swap( all[ filling_->used ], c );   // the extractor reads the next one into the room of an old one
      }
      else if( filling_->used < all.size() ) {
         all[ filling_->used ] = std::move( c );   // a large room is freed, not kept
      }
      else {
         all.push_back( std::move( c ) );
      }
      ++filling_->used;
      if( filling_->used >= chunk::limit || filling_->bytes >= chunk::byte_limit ) {
         jobs_->submit();
         filling_ = &jobs_->next();
      }
   }

   // -j: hands over what is filling and prints every URL found so far.
   void drain()
   {
      if( !jobs_ ) {
         return;
      }
      if( filling_->used != 0 ) {
         jobs_->submit();
         filling_ = &jobs_->next();
      }
      jobs_->finish();
   }

   void print( const candidate& c, const report& r )
   {
      tally counts;
      if( settings_.sarif ) {
         all_ = all_ && r.verdict().conforms;
         const auto findings = lint_findings( c, r );
         count( counts, r, findings );
         sarif_.add( text_, c, r, findings );
      }
      else {
         all_ = write_findings( out_.buffer(), c, r, counts ) && all_;
         out_.commit();
      }
      add( counts );
   }

   // One URL's findings as text or JSON (not SARIF), appended to `to`, and
   // counted in `counts` (any thread: -j); whether it conforms.
   bool write_findings( std::string& to, const candidate& c, const report& r, tally& counts ) const
   {
      const auto findings = lint_findings( c, r );
      count( counts, r, findings );
      if( settings_.json ) {
         rfc1738::write_lint_json( to, file_, c, r );
         to += '\n';
      }
      else {
         rfc1738::write_lint_text( to, file_, c, r, findings, r.diagnosis() ? option_hint( *r.diagnosis(), r.text(), lint_offers ) : std::string() );
      }
      return r.verdict().conforms;
   }

   // Counts one URL's findings for the summary, by cause: a "#" fragment
   // (§2.2), the production an error fails in, a warning's code (any
   // thread: into the chunk's or piece's own counts, added when its output
   // is, so that what a worker found and was read again is not counted).
   static void count( tally& counts, const report& r, const std::vector< lint_finding >& findings )
   {
      ++counts.urls;
      for( const auto& f : findings ) {
         ( f.error ? counts.errors : counts.warnings ) += 1;
         std::string cause = f.error ? "in " + std::string( f.rule ) : std::string( f.rule );
         if( f.error ) {
            const auto& d = *r.diagnosis();
            if( d.offset < r.text().size() && r.text()[ d.offset ] == '#' ) {
               cause = "\"#\" fragment";
               ++counts.fragments;
            }
         }
         ++( f.error ? counts.error_causes : counts.warning_causes )[ cause ];
      }
   }

   // Adds counts to the file being read (the files are read one after
   // another, each drained) and to the whole run's (the reading thread).
   void add( tally& counts )
   {
      auto& t = tallies_.back();
      t.urls += counts.urls;
      t.errors += counts.errors;
      t.warnings += counts.warnings;
      fragments_ += counts.fragments;
      for( const auto& [ cause, n ] : counts.error_causes ) {
         error_causes_[ cause ] += n;
      }
      for( const auto& [ cause, n ] : counts.warning_causes ) {
         warning_causes_[ cause ] += n;
      }
      counts = tally();
   }

public:
   // --summary=text: on standard error, after everything else.
   void summary() const
   {
      if( !settings_.summary || tallies_.empty() ) {
         return;
      }
      const auto plural = []( std::size_t n, const char* one, const char* many ) { return std::to_string( n ) + " " + ( n == 1 ? one : many ); };
      std::size_t urls = 0, errors = 0, warnings = 0, with = 0;
      for( const auto& t : tallies_ ) {
         urls += t.urls;
         errors += t.errors;
         warnings += t.warnings;
         with += ( t.errors + t.warnings ) != 0 ? 1 : 0;
      }
      std::string out = "rfc1738 lint: " + plural( urls, "URL", "URLs" ) + " in " + plural( tallies_.size(), "document", "documents" ) + ": " +
                        plural( errors, "error", "errors" ) + ", " + plural( warnings, "warning", "warnings" ) + "\n";
      if( tallies_.size() > 1 && with != 0 ) {
         for( const auto& t : tallies_ ) {
            if( t.errors + t.warnings != 0 ) {
               out += "  " + t.name + ": " + plural( t.errors, "error", "errors" ) + ", " + plural( t.warnings, "warning", "warnings" ) + "\n";
            }
         }
      }
      const auto causes = [ & ]( const std::map< std::string, std::size_t >& by, const char* what ) {
         std::vector< std::pair< std::size_t, std::string > > sorted;
         for( const auto& [ cause, n ] : by ) {
            sorted.emplace_back( n, cause );
         }
         std::stable_sort( sorted.begin(), sorted.end(), []( const auto& a, const auto& b ) { return a.first > b.first; } );
         std::string line;
         for( const auto& [ n, cause ] : sorted ) {
            line += ( line.empty() ? "  " + std::string( what ) + " by cause: " : ", " ) + std::to_string( n ) + " " + cause;
         }
         return line.empty() ? line : line + "\n";
      };
      out += causes( error_causes_, "errors" ) + causes( warning_causes_, "warnings" );
      if( fragments_ != 0 ) {
         out += "  " + std::to_string( fragments_ ) + ( fragments_ == 1 ? " of the errors is a \"#\" fragment, which is" : " of the errors are \"#\" fragments, which are" ) +
                " not part of a URL (RFC 1738 §2.2): --fragment=split checks each URL before its \"#\" and reports the fragment apart\n";
      }
      std::fputs( out.c_str(), stderr );
   }

private:
   const lint_settings& settings_;
   rfc1738::options mode_;
   block_pool pool_;                                   // -j on a text: the blocks read ahead (outlives pieces_)
   std::unique_ptr< ordered_jobs< chunk > > jobs_;   // -j
   std::unique_ptr< ordered_jobs< piece > > pieces_;  // -j on a text
   extract_options piece_options_;                    // -j on a text: the file's
   std::optional< extractor > reading_on_;            // -j on a text: a piece read on from the one before
   std::size_t skip_ = 0;                             // candidates reading_on_ gives again, printed already
   chunk* filling_ = nullptr;                         // -j: the chunk being filled
   output out_;
   std::string file_;
   bool all_ = true;
   std::string text_;                     // SARIF: the file read so far (its columns are counted in it)
   rfc1738::lint_sarif_log sarif_;        // SARIF: the log, written at the end

   // The summary's counts (add(): the reading thread).
   struct file_tally {
      std::string name;
      std::size_t urls = 0, errors = 0, warnings = 0;
   };
   std::vector< file_tally > tallies_;                    // in the order read
   std::map< std::string, std::size_t > error_causes_;    // "#" fragment, in PRODUCTION
   std::map< std::string, std::size_t > warning_causes_;  // by code
   std::size_t fragments_ = 0;
};

}  // namespace

int lint_command( const lint_settings& settings )
{
   linter l( settings );
   std::vector< std::string > files = settings.files;
   if( files.empty() ) {
      files.emplace_back( "-" );
   }
   // A file that cannot be read is reported (and, in SARIF, noted in the
   // log), the others are read all the same, and the status is 2 at the end.
   bool unreadable = false;
   for( const auto& file : files ) {
      unreadable = l.read( file ) != 0 || unreadable;
   }
   const int status = unreadable ? 2 : l.all_conform() ? 0 : 1;
   l.finish( status );
   l.summary();
   return status;
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

}  // namespace rfc1738::cli
