// SPDX-License-Identifier: BSL-1.0
// The line engine's verdict rows: many URLs or lines checked (rfc1738::check,
// rfc1738::diagnose for the error offset) into columns of codes (the URL
// form, the scheme), and the pass over lines that checks, counts and writes
// each line's row (rows.hpp): check_batch, check_lines and rfc1738.dask's
// workers. No Python object: the Python module binds them (python/bind_batch.cpp)
// and runs them without the GIL.
#ifndef RFC1738_ENGINE_VERDICT_ROWS_HPP
#define RFC1738_ENGINE_VERDICT_ROWS_HPP

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <rfc1738.hpp>

#include "engine/lines.hpp"
#include "engine/rows.hpp"
#include "engine/tally.hpp"

namespace rfc1738::engine {

// check_batch's production codes: the index of the URL form in
// grammar::url_forms (httpurl ... prosperourl, otherurl: the alternatives of
// url, RFC 1738 §5, in the generated table's order), -1 for no URL.
inline const std::array< std::int8_t, rfc1738::grammar::production_count >& form_codes()
{
   static const auto codes = [] {
      std::array< std::int8_t, rfc1738::grammar::production_count > a{};
      a.fill( -1 );
      for( std::size_t i = 0; i < rfc1738::grammar::url_form_count; ++i ) {
         a[ static_cast< std::size_t >( rfc1738::grammar::url_forms[ i ].syntax ) ] = static_cast< std::int8_t >( i );
      }
      return a;
   }();
   return codes;
}

// The names of the URL forms, in the order of their codes (form_codes).
inline std::vector< std::string > url_form_names()
{
   std::vector< std::string > names;
   for( std::size_t i = 0; i < grammar::url_form_count; ++i ) {
      names.emplace_back( grammar::rfc_name( grammar::url_forms[ i ].syntax ) );
   }
   return names;
}

// The schemes of a batch of verdicts, each once, in the order they first appear: their
// codes. A corpus has few schemes: the first 16 are found by a scan, the
// rest by a hash table.
class scheme_table {
public:
   std::int32_t code( const std::string_view s )
   {
      if( last_ < views_.size() && same( views_[ last_ ], s ) ) {  // a corpus's URLs come in runs of one scheme
         return static_cast< std::int32_t >( last_ );
      }
      const std::int32_t c = find( s );
      last_ = static_cast< std::size_t >( c );
      return c;
   }
   // The scheme of code c.
   std::string_view name( const std::int32_t c ) const noexcept
   {
      return views_[ static_cast< std::size_t >( c ) ];
   }

   // How many schemes (codes 0 … size() - 1).
   std::size_t size() const noexcept
   {
      return views_.size();
   }

private:
   static bool same( const std::string_view a, const std::string_view b ) noexcept  // a scheme is short: no memcmp call
   {
      if( a.size() != b.size() ) {
         return false;
      }
      for( std::size_t k = 0; k < a.size(); ++k ) {
         if( a[ k ] != b[ k ] ) {
            return false;
         }
      }
      return true;
   }

   std::int32_t find( const std::string_view s )
   {
      const std::size_t few = std::min( views_.size(), scanned );
      for( std::size_t k = 0; k < few; ++k ) {
         if( views_[ k ].size() == s.size() && std::char_traits< char >::compare( views_[ k ].data(), s.data(), s.size() ) == 0 ) {
            return static_cast< std::int32_t >( k );
         }
      }
      if( views_.size() > scanned ) {
         const auto it = codes_.find( s );
         if( it != codes_.end() ) {
            return it->second;
         }
      }
      const auto c = static_cast< std::int32_t >( views_.size() );
      names_.emplace_back( s );  // a deque: the views stay valid
      views_.emplace_back( names_.back() );
      if( views_.size() > scanned ) {
         codes_.emplace( views_.back(), c );
      }
      return c;
   }

   static constexpr std::size_t scanned = 16;
   std::size_t last_ = 0;
   std::deque< std::string > names_;
   std::vector< std::string_view > views_;
   std::unordered_map< std::string_view, std::int32_t > codes_;
};

// Where the verdicts are written: n of each (error_offset: null when not
// asked), in NumPy's memory, in vectors or in one row's variables.
struct verdict_columns {
   bool* valid;
   bool* conforms;
   std::int8_t* production;
   std::int32_t* scheme;
   std::int64_t* error_offset;
};

// The verdict of one URL into row i of the columns: rfc1738::check of the text the modes make, its
// production's and scheme's codes, and when asked the offset of
// rfc1738::diagnose for a URL that does not conform; with fragment="split"
// the bytes after the first "#" into *fragment.
inline void check_row( const std::string_view input, const std::size_t i, const rfc1738::options& o, const verdict_columns& out, scheme_table& schemes, std::optional< std::string >* fragment )
{
   const auto one = [ & ]( const std::string_view text ) {
      const auto v = rfc1738::check( text );
      out.valid[ i ] = v.valid;
      out.conforms[ i ] = v.conforms;
      out.production[ i ] = v.derived_by ? form_codes()[ static_cast< std::size_t >( *v.derived_by ) ] : std::int8_t( -1 );
      out.scheme[ i ] = v.scheme ? schemes.code( *v.scheme ) : -1;
      if( out.error_offset != nullptr ) {
         std::int64_t at = -1;
         if( !v.conforms ) {
            const auto d = rfc1738::diagnose( text, v.target );
            if( d ) {
               at = static_cast< std::int64_t >( d->offset );
            }
         }
         out.error_offset[ i ] = at;
      }
   };
   if( o.ignore_scheme_case || o.unwrap || o.fragment == rfc1738::fragment_mode::split ) {
      const auto p = rfc1738::prepare( input, o );
      one( p.text() );
      if( fragment != nullptr ) {
         const auto f = p.fragment();
         *fragment = f ? std::optional< std::string >( *f ) : std::nullopt;
      }
   }
   else {
      one( input );
   }
}

// The lines of a block as `rfc1738 check -f FILE` reads a file's
// (lines.hpp: a line ends at LF, the last may lack it;
// blank lines and comments counted in `skipped` unless keep_comments; with
// strip_cr, one CR at the end of a line removed). Each other line is given
// to `line`, in order; false (and no more lines) at a line longer than
// rfc1738::max_input_size.
template< typename Line >
bool for_each_input_in( const std::string_view data, const bool keep_comments, const bool strip_cr, std::size_t& skipped, Line&& line )
{
   const line_rules rules{ !keep_comments, strip_cr };
   return for_each_line_in( data, [ & ]( std::string_view text ) {
      if( rules.skips( text ) ) {
         ++skipped;
         return true;
      }
      if( text.size() > rfc1738::max_input_size ) {
         return false;
      }
      line( text );
      return true;
   } );
}

// The pass over lines of rfc1738.dask's workers: each line checked as
// check_lines checks it, counted as `rfc1738 check` counts it (tally.hpp),
// and its row appended to a buffer as Batch.write_jsonl / write_csv write
// it (with failures, the rows of the URLs that do not conform alone; none
// without output); no arrays, no Python object, no GIL needed. Used by
// _check_lines_into (a block in memory, the rows written by a Python
// file's write()) and _check_file_into (a file read and the rows written
// by file descriptor).
template< row_format Format >
class checked_lines {
public:
   checked_lines( const bool output, const bool failures, const bool keep_comments, const bool strip_cr, const rfc1738::options& o, const bool error_offsets )
      : output_( output ),
        failures_( failures ),
        keep_comments_( keep_comments ),
        strip_cr_( strip_cr ),
        o_( o ),
        w_( url_form_names(), error_offsets ),
        row_{ &valid_, &conforms_, &production_, &scheme_, error_offsets ? &offset_ : nullptr }
   {
      counts_.split = o.fragment == rfc1738::fragment_mode::split;
   }

   // The CSV header row (nothing for JSON Lines).
   void header( row_buffer& out ) const
   {
      w_.header( out );
   }

   // The lines of `data` (whole lines; the last may lack its LF), each
   // checked, counted and its row appended to `out`; `full()` called when
   // `out` holds `piece` bytes or more. False (and no more lines) at a line
   // longer than rfc1738::max_input_size.
   template< typename Full >
   bool lines( const std::string_view data, row_buffer& out, const std::size_t piece, Full&& full )
   {
      return for_each_input_in( data, keep_comments_, strip_cr_, counts_.skipped, [ & ]( const std::string_view line ) {
         check_row( line, 0, o_, row_, schemes_, counts_.split ? &fragment_ : nullptr );
         counts_.count( valid_, conforms_, production_ < 0 ? grammar::production_count : static_cast< std::size_t >( grammar::url_forms[ static_cast< std::size_t >( production_ ) ].syntax ),
                        counts_.split && fragment_.has_value() );
         if( !output_ || ( failures_ && conforms_ ) ) {
            return;
         }
         for( ; named_ <= scheme_; ++named_ ) {
            w_.add_scheme( schemes_.name( named_ ) );
         }
         w_.row( out, line, valid_, production_, conforms_, scheme_, offset_ );
         if( out.size() >= piece ) {
            full();
         }
      } );
   }

   // What `rfc1738 check --summary` counts of the lines (tally.hpp).
   const tally& counts() const noexcept { return counts_; }
   std::size_t inputs() const noexcept { return counts_.inputs; }
   std::size_t conforming() const noexcept { return counts_.conforming; }
   std::size_t valid() const noexcept { return counts_.valid; }
   std::size_t skipped() const noexcept { return counts_.skipped; }
   // The URLs per production code + 1: index 0 the inputs that are not URLs.
   std::vector< std::size_t > by_code() const
   {
      std::vector< std::size_t > codes( grammar::url_form_count + 1 );
      codes[ 0 ] = counts_.by_production[ grammar::production_count ];
      for( std::size_t i = 0; i < grammar::url_form_count; ++i ) {
         codes[ i + 1 ] = counts_.by_production[ static_cast< std::size_t >( grammar::url_forms[ i ].syntax ) ];
      }
      return codes;
   }

private:
   bool output_, failures_, keep_comments_, strip_cr_;
   rfc1738::options o_;
   row_writer< Format > w_;
   scheme_table schemes_;
   std::int32_t named_ = 0;  // the schemes w_ knows
   bool valid_ = false, conforms_ = false;
   std::int8_t production_ = -1;
   std::int32_t scheme_ = -1;
   std::int64_t offset_ = -1;
   std::optional< std::string > fragment_;  // fragment="split": the line's, if any
   verdict_columns row_;
   tally counts_;
};

}  // namespace rfc1738::engine

#endif
