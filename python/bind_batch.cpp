// SPDX-License-Identifier: BSL-1.0
// check_batch, check_lines and rfc1738.dask's worker steps
// (_check_lines_into, _check_file_into): many URLs or lines checked with the
// GIL released, their verdicts as a Batch of NumPy arrays, or as the line
// engine's rows (engine/rows.hpp) written to a file.
#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <unistd.h>

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <rfc1738.hpp>

#include "bind_text.hpp"
#include "engine/fd_sink.hpp"
#include "engine/lines.hpp"
#include "engine/ranges.hpp"
#include "engine/rows.hpp"
#include "engine/verdict_rows.hpp"

namespace py = pybind11;

namespace {

using namespace rfc1738::python;   // bind_text.hpp: ascii, bytes_of, modes_of, text_as
using rfc1738::engine::check_row;   // engine/verdict_rows.hpp: the verdicts into columns, the pass over lines
using rfc1738::engine::checked_lines;
using rfc1738::engine::for_each_input_in;
using rfc1738::engine::scheme_table;
using batch_columns = rfc1738::engine::verdict_columns;
using rfc1738::engine::tally;   // engine/tally.hpp: what `rfc1738 check` counts (python/bind_tally.cpp binds it)

// The names of the schemes of `t`, by code.
py::tuple scheme_names( const scheme_table& t )
{
   py::tuple names( t.size() );
   for( std::size_t i = 0; i < t.size(); ++i ) {
      names[ i ] = ascii( t.name( static_cast< std::int32_t >( i ) ) );
   }
   return names;
}

// The names of the production codes (engine::url_form_names).
py::tuple form_names()
{
   return py::tuple( py::cast( rfc1738::engine::url_form_names() ) );
}

// The message of a bad item of check_batch's list, with its index.
template< typename Error >
[[noreturn]] void bad_item( const std::size_t i, const Error& e )
{
   throw Error( "rfc1738.check_batch: urls[" + std::to_string( i ) + "]: " + e.what() );
}

// check_batch's loop. The list is read in chunks of 1,024: with the GIL, the
// chunk's items are held (alive whatever other threads do to the list
// meanwhile) and their bytes viewed in place (an ASCII str's characters,
// PyUnicode_DATA; a bytes' own), or made (another str's UTF-8, a temporary
// bytes not cached in the str; a bytearray's or memoryview's copy); without
// the GIL they are checked (rfc1738::check; rfc1738::diagnose for the error
// offset of an input that does not conform, when asked) and the verdicts
// written to the columns; the fragments of fragment="split" are made into
// objects with the GIL again. A list that shrinks meanwhile is an error.
void check_rows( const py::list& urls, const std::size_t n, const rfc1738::options& o, const batch_columns& out, scheme_table& schemes, PyObject* fragment_list )
{
   const bool split = o.fragment == rfc1738::fragment_mode::split;
   constexpr std::size_t chunk = 1024;
   std::vector< std::string_view > views( std::min( n, chunk ) );
   std::vector< PyObject* > items( std::min( n, chunk ) );
   std::vector< std::optional< std::string > > fragments( split ? std::min( n, chunk ) : 0 );
   struct references {
      std::vector< PyObject* > held;
      void release() noexcept
      {
         for( PyObject* p : held ) {
            Py_DECREF( p );
         }
         held.clear();
      }
      ~references()
      {
         release();
      }
   } refs;
   refs.held.reserve( 2 * std::min( n, chunk ) );

   for( std::size_t begin = 0; begin < n; begin += chunk ) {
      const std::size_t m = std::min( chunk, n - begin );
      if( static_cast< std::size_t >( PyList_GET_SIZE( urls.ptr() ) ) < begin + m ) {
         throw py::value_error( "rfc1738.check_batch: the list shrank while it was checked" );
      }
      for( std::size_t j = 0; j < m; ++j ) {
         PyObject* item = PyList_GET_ITEM( urls.ptr(), static_cast< Py_ssize_t >( begin + j ) );
         Py_INCREF( item );
         refs.held.push_back( item );
         items[ j ] = item;
         if( PyUnicode_Check( item ) && PyUnicode_IS_COMPACT_ASCII( item ) ) {
            views[ j ] = std::string_view( static_cast< const char* >( PyUnicode_DATA( item ) ), static_cast< std::size_t >( PyUnicode_GET_LENGTH( item ) ) );
         }
         else if( PyBytes_Check( item ) ) {
            views[ j ] = std::string_view( PyBytes_AS_STRING( item ), static_cast< std::size_t >( PyBytes_GET_SIZE( item ) ) );
         }
         else {
            PyObject* made = nullptr;
            if( PyUnicode_Check( item ) ) {
               made = PyUnicode_AsUTF8String( item );
               if( made == nullptr ) {
                  PyErr_Clear();
               }
            }
            if( made == nullptr ) {
               // bytes_of raises the TypeError, or the ValueError naming the position of
               // a lone surrogate, or gives a bytearray's or memoryview's bytes.
               std::string storage;
               try {
                  const auto s = bytes_of( item, storage );
                  made = PyBytes_FromStringAndSize( s.data(), static_cast< Py_ssize_t >( s.size() ) );
               }
               catch( const py::type_error& e ) {
                  bad_item( begin + j, e );
               }
               catch( const py::value_error& e ) {
                  bad_item( begin + j, e );
               }
               if( made == nullptr ) {
                  throw py::error_already_set();
               }
            }
            refs.held.push_back( made );
            views[ j ] = std::string_view( PyBytes_AS_STRING( made ), static_cast< std::size_t >( PyBytes_GET_SIZE( made ) ) );
         }
         if( views[ j ].size() > rfc1738::max_input_size ) {
            throw py::value_error( "rfc1738.check_batch: urls[" + std::to_string( begin + j ) + "] is longer than 4 GiB - 1 bytes" );
         }
      }
      {
         py::gil_scoped_release unlocked;
         for( std::size_t j = 0; j < m; ++j ) {
            check_row( views[ j ], begin + j, o, out, schemes, split ? &fragments[ j ] : nullptr );
         }
      }
      if( split ) {
         for( std::size_t j = 0; j < m; ++j ) {
            PyObject* f = Py_None;
            if( fragments[ j ] ) {
               f = text_as( *fragments[ j ], PyUnicode_Check( items[ j ] ) != 0 ).release().ptr();
            }
            else {
               Py_INCREF( f );
            }
            PyList_SetItem( fragment_list, static_cast< Py_ssize_t >( begin + j ), f );  // steals f, drops the None
         }
      }
      refs.release();
   }
}

// The columns as the dict of lists check_batch(lists=True) gives (the form
// of rfc1738 0.x): names for codes, None for -1.
py::dict lists_of( const std::size_t n, const batch_columns& c, const py::tuple& production_names, const py::tuple& scheme_names, const py::object& fragment_list )
{
   const auto new_list = [ n ]() {
      auto l = py::reinterpret_steal< py::list >( PyList_New( static_cast< Py_ssize_t >( n ) ) );
      if( !l ) {
         throw py::error_already_set();
      }
      return l;
   };
   const auto set = []( const py::list& l, const std::size_t i, PyObject* o ) {
      Py_INCREF( o );
      PyList_SET_ITEM( l.ptr(), static_cast< Py_ssize_t >( i ), o );
   };
   py::list valid = new_list(), conforms = new_list(), production = new_list(), scheme = new_list(), error_offset = new_list();
   for( std::size_t i = 0; i < n; ++i ) {
      set( valid, i, c.valid[ i ] ? Py_True : Py_False );
      set( conforms, i, c.conforms[ i ] ? Py_True : Py_False );
      set( production, i, c.production[ i ] < 0 ? Py_None : PyTuple_GET_ITEM( production_names.ptr(), c.production[ i ] ) );
      set( scheme, i, c.scheme[ i ] < 0 ? Py_None : PyTuple_GET_ITEM( scheme_names.ptr(), c.scheme[ i ] ) );
      if( c.error_offset == nullptr || c.error_offset[ i ] < 0 ) {
         set( error_offset, i, Py_None );
      }
      else {
         PyObject* offset = PyLong_FromLongLong( c.error_offset[ i ] );
         if( offset == nullptr ) {
            throw py::error_already_set();
         }
         PyList_SET_ITEM( error_offset.ptr(), static_cast< Py_ssize_t >( i ), offset );
      }
   }
   py::dict out;
   out[ "valid" ] = valid;
   out[ "conforms" ] = conforms;
   out[ "production" ] = production;
   out[ "scheme" ] = scheme;
   out[ "error_offset" ] = error_offset;
   if( !fragment_list.is_none() ) {
      out[ "fragment" ] = fragment_list;
   }
   return out;
}

// NumPy, imported (once; then a look-up in sys.modules), or an ImportError
// that says what to do.
void numpy_needed( const char* who )
{
   try {
      py::module_::import( "numpy" );
   }
   catch( py::error_already_set& e ) {
      if( !e.matches( PyExc_ImportError ) ) {
         throw;
      }
      throw py::import_error( std::string( "rfc1738." ) + who + ": its arrays need NumPy (Debian: python3-numpy; pip install numpy)"
                              + ( std::string( who ) == "check_batch" ? "; check_batch(urls, lists=True) gives lists without it" : "" ) );
   }
}

// What check_batch returns by default: the verdicts as NumPy arrays (a
// struct of arrays), the codes' names in tables.
struct batch {
   std::size_t size = 0;
   py::object valid, conforms, production, scheme, error_offset, fragment;
   py::tuple production_names, scheme_names;
   // check_lines: the block, where each line checked begins in it (an int64
   // array) and its length; the lines skipped.
   py::object block = py::none(), offset = py::none();
   std::vector< std::uint32_t > lengths;
   std::size_t skipped = 0;

   // The arrays of n rows (NumPy's memory; the GIL held).
   void allocate( const std::size_t n, const bool offsets )
   {
      size = n;
      const auto count = static_cast< py::ssize_t >( n );
      valid = py::array_t< bool >( count );
      conforms = py::array_t< bool >( count );
      production = py::array_t< std::int8_t >( count );
      scheme = py::array_t< std::int32_t >( count );
      error_offset = offsets ? py::object( py::array_t< std::int64_t >( count ) ) : py::object( py::none() );
      fragment = py::none();
   }

   batch_columns columns() const
   {
      const auto data = []( const py::object& a ) { return py::reinterpret_borrow< py::array >( a ).mutable_data(); };
      return { static_cast< bool* >( data( valid ) ), static_cast< bool* >( data( conforms ) ), static_cast< std::int8_t* >( data( production ) ),
               static_cast< std::int32_t* >( data( scheme ) ), error_offset.is_none() ? nullptr : static_cast< std::int64_t* >( data( error_offset ) ) };
   }
};

// The bytes of a batch's block: a bytes object, or a memoryview that holds
// the export of another buffer (bytearray, mmap, ...; check_lines).
std::string_view block_bytes( const py::object& block )
{
   if( PyBytes_Check( block.ptr() ) ) {
      return { PyBytes_AS_STRING( block.ptr() ), static_cast< std::size_t >( PyBytes_GET_SIZE( block.ptr() ) ) };
   }
   const Py_buffer* view = PyMemoryView_GET_BUFFER( block.ptr() );
   return { static_cast< const char* >( view->buf ), static_cast< std::size_t >( view->len ) };
}

using rfc1738::engine::row_buffer;   // engine/rows.hpp: the rows' formats, buffer and writer
using rfc1738::engine::row_format;
using rfc1738::engine::row_lease;

// The names of `codes` (a tuple of str), in order.
std::vector< std::string > names_of( const py::tuple& codes )
{
   std::vector< std::string > names;
   for( const auto n : codes ) {
      names.emplace_back( py::str( n ) );
   }
   return names;
}

// The rows of a batch, one per URL (Batch.to_jsonl/write_jsonl,
// to_csv/write_csv), as the line engine's row_writer writes them: the URLs
// of the list the batch was checked from, or the lines of check_lines'
// block.
template< row_format Format >
class batch_rows {
public:
   batch_rows( const batch& b, const py::object& urls, const char* who )
      : c_( b.columns() ),
        w_( names_of( b.production_names ), c_.error_offset != nullptr )
   {
      if( urls.is_none() ) {
         if( b.block.is_none() ) {
            throw py::type_error( std::string( "rfc1738.Batch." ) + who + ": the urls are needed (None is for a batch of check_lines, which holds its block)" );
         }
         block_ = block_bytes( b.block ).data();
         offsets_ = static_cast< const std::int64_t* >( py::reinterpret_borrow< py::array >( b.offset ).data() );
         lengths_ = b.lengths.data();
      }
      else {
         if( !PyList_Check( urls.ptr() ) ) {
            throw py::type_error( std::string( "rfc1738.Batch." ) + who + ": urls must be the list the batch was checked from, or None" );
         }
         urls_ = py::reinterpret_borrow< py::list >( urls );
         if( static_cast< std::size_t >( PyList_GET_SIZE( urls.ptr() ) ) != b.size ) {
            throw py::value_error( std::string( "rfc1738.Batch." ) + who + ": the list has " + std::to_string( PyList_GET_SIZE( urls.ptr() ) ) + " URLs, the batch " + std::to_string( b.size ) );
         }
      }
      for( const auto n : b.scheme_names ) {
         w_.add_scheme( std::string( py::str( n ) ) );
      }
   }

   // The CSV header row (nothing for JSON Lines).
   void header( row_buffer& out ) const
   {
      w_.header( out );
   }

   // Appends the rows [begin, end) to `out` (with `failures`, of the URLs
   // that do not conform alone).
   void rows( const std::size_t begin, const std::size_t end, const bool failures, row_buffer& out )
   {
      if( block_ == nullptr && static_cast< std::size_t >( PyList_GET_SIZE( urls_.ptr() ) ) < end ) {  // a file's write() may have changed it
         throw py::value_error( "rfc1738.Batch: the list of URLs shrank while its rows were written" );
      }
      for( std::size_t i = begin; i < end; ++i ) {
         if( failures && c_.conforms[ i ] ) {
            continue;
         }
         w_.row( out, input( i ), c_.valid[ i ], c_.production[ i ], c_.conforms[ i ], c_.scheme[ i ], c_.error_offset != nullptr ? c_.error_offset[ i ] : -1 );
      }
   }

private:
   std::string_view input( const std::size_t i )
   {
      if( block_ != nullptr ) {
         return { block_ + offsets_[ i ], lengths_[ i ] };
      }
      PyObject* item = PyList_GET_ITEM( urls_.ptr(), static_cast< Py_ssize_t >( i ) );
      if( PyUnicode_Check( item ) && PyUnicode_IS_COMPACT_ASCII( item ) ) {
         return { static_cast< const char* >( PyUnicode_DATA( item ) ), static_cast< std::size_t >( PyUnicode_GET_LENGTH( item ) ) };
      }
      if( PyBytes_Check( item ) ) {
         return { PyBytes_AS_STRING( item ), static_cast< std::size_t >( PyBytes_GET_SIZE( item ) ) };
      }
      return bytes_of( item, storage_ );
   }

   batch_columns c_;
   rfc1738::engine::row_writer< Format > w_;
   py::list urls_;
   const char* block_ = nullptr;
   const std::int64_t* offsets_ = nullptr;
   const std::uint32_t* lengths_ = nullptr;
   std::string storage_;
};

// Batch.to_jsonl/to_csv: the rows at once, as bytes.
template< row_format Format >
py::bytes rows_of( const batch& b, const py::object& urls, const bool failures, const bool header )
{
   batch_rows< Format > w( b, urls, Format == row_format::jsonl ? "to_jsonl" : "to_csv" );
   row_buffer out;
   if( header ) {
      w.header( out );
   }
   w.rows( 0, b.size, failures, out );
   return py::bytes( out.data(), out.size() );
}

// Batch.write_jsonl/write_csv: the rows written to a binary file in pieces
// of 4,096 rows from one buffer (a batch's rows at once would be fresh
// memory, page faults, and a second copy in a bytes object).
template< row_format Format >
std::size_t write_rows( const batch& b, const py::object& urls, const py::object& file, const bool failures, const bool header )
{
   batch_rows< Format > w( b, urls, Format == row_format::jsonl ? "write_jsonl" : "write_csv" );
   const auto write = file.attr( "write" );
   row_lease lease;
   row_buffer& out = lease.get();
   std::size_t written = 0;
   const auto flush = [ & ] {
      if( out.size() == 0 ) {
         return;
      }
      auto view = py::memoryview::from_memory( out.data(), static_cast< py::ssize_t >( out.size() ) );
      write( view );
      view.attr( "release" )();  // a writer that kept it cannot read the buffer refilled
      written += out.size();
      out.clear();
   };
   if( header ) {
      w.header( out );
   }
   constexpr std::size_t piece = 4096;
   for( std::size_t begin = 0; begin < b.size; begin += piece ) {
      w.rows( begin, std::min( b.size, begin + piece ), failures, out );
      flush();
   }
   flush();  // the header of an empty batch
   return written;
}

// check_lines' block: a bytes object as it is; another buffer of bytes
// (bytearray, memoryview, mmap: C-contiguous, of bytes) viewed in place by a
// memoryview that holds its export for as long as the Batch lives (a
// bytearray cannot be resized, an mmap not closed meanwhile); anything else
// a TypeError naming `who`, the function called.
py::object block_of( const py::object& input, const char* who )
{
   if( PyBytes_Check( input.ptr() ) ) {
      return input;
   }
   if( PyUnicode_Check( input.ptr() ) || !PyObject_CheckBuffer( input.ptr() ) ) {
      throw py::type_error( std::string( who ) + ": the block must be bytes or a buffer of bytes (bytearray, memoryview, mmap), not " + Py_TYPE( input.ptr() )->tp_name );
   }
   auto view = py::reinterpret_steal< py::object >( PyMemoryView_FromObject( input.ptr() ) );
   if( !view ) {
      throw py::error_already_set();
   }
   const Py_buffer* b = PyMemoryView_GET_BUFFER( view.ptr() );
   if( b->itemsize != 1 || !PyBuffer_IsContiguous( b, 'C' ) ) {
      throw py::type_error( std::string( who ) + ": the block must be a contiguous buffer of bytes" );
   }
   return view;
}

// check_lines(): the lines of a block of bytes, as `rfc1738 check -f FILE`
// reads a file's (a line ends at LF; the last may lack it; blank lines, of
// spaces, tabs and CRs alone, and lines beginning with "#" skipped unless
// keep_comments; with strip_cr, one CR at the end of a line removed), each
// checked as check_batch checks an item, without a Python object per line
// and with the GIL released throughout.
py::object check_lines( const py::object& input, const bool keep_comments, const bool strip_cr, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment, const bool error_offsets )
{
   const auto o = modes_of( ignore_scheme_case, unwrap, fragment );
   const py::object block = block_of( input, "rfc1738.check_lines" );
   const std::string_view data = block_bytes( block );
   // At most one line per LF, and one after the last: the arrays are made
   // that long, filled in one pass over the block (each line split off and
   // checked while it is in cache), and cut to the lines checked.
   const auto most = rfc1738::engine::line_feeds( data ) + 1;
   if( most > static_cast< std::size_t >( std::numeric_limits< std::int32_t >::max() ) ) {
      throw py::value_error( "rfc1738.check_lines: more than 2**31 - 1 lines in one block" );
   }
   numpy_needed( "check_lines" );
   batch b;
   b.allocate( most, error_offsets );
   auto offset = py::array_t< std::int64_t >( static_cast< py::ssize_t >( most ) );
   std::int64_t* starts = offset.mutable_data();
   std::vector< std::uint32_t > lengths( most );
   const bool split = o.fragment == rfc1738::fragment_mode::split;
   std::vector< std::optional< std::string > > fragments( split ? most : 0 );
   scheme_table schemes;
   const auto c = b.columns();
   std::size_t n = 0, skipped = 0;
   bool too_long = false;
   {
      py::gil_scoped_release unlocked;
      too_long = !for_each_input_in( data, keep_comments, strip_cr, skipped, [ & ]( const std::string_view line ) {
         starts[ n ] = static_cast< std::int64_t >( line.data() - data.data() );
         lengths[ n ] = static_cast< std::uint32_t >( line.size() );
         check_row( line, n, o, c, schemes, split ? &fragments[ n ] : nullptr );
         ++n;
      } );
   }
   if( too_long ) {
      throw py::value_error( "rfc1738.check_lines: a line is longer than 4 GiB - 1 bytes" );
   }
   if( n < most ) {  // views of the first n rows
      const py::slice rows( 0, static_cast< py::ssize_t >( n ), 1 );
      for( py::object* a : { &b.valid, &b.conforms, &b.production, &b.scheme, &b.error_offset } ) {
         if( !a->is_none() ) {
            *a = ( *a )[ rows ];
         }
      }
      offset = py::reinterpret_borrow< py::array_t< std::int64_t > >( offset[ rows ] );
      lengths.resize( n );
      b.size = n;
   }
   if( split ) {
      py::list l;
      for( std::size_t i = 0; i < n; ++i ) {
         l.append( fragments[ i ] ? py::object( py::bytes( *fragments[ i ] ) ) : py::object( py::none() ) );
      }
      b.fragment = l;
   }
   b.production_names = form_names();
   b.scheme_names = scheme_names( schemes );
   b.block = block;
   b.offset = offset;
   b.lengths = std::move( lengths );
   b.skipped = skipped;
   return py::cast( std::move( b ) );
}

// (inputs, conforming, valid, skipped, the URLs per production code + 1:
// index 0 the inputs that are not URLs) of a pass over lines; its counts
// added to `into` too (not null: rfc1738.dask's tally).
template< row_format Format >
py::tuple counts_of( const checked_lines< Format >& pass, tally* into )
{
   if( into != nullptr ) {
      into->add( pass.counts() );
   }
   py::list by_code;
   for( const auto n : pass.by_code() ) {
      by_code.append( n );
   }
   return py::make_tuple( pass.inputs(), pass.conforming(), pass.valid(), pass.skipped(), by_code );
}

template< row_format Format >
py::tuple lines_into( const py::object& input, const py::object& file, const bool failures, const bool header, const bool keep_comments, const bool strip_cr,
                      const rfc1738::options& o, const bool error_offsets, tally* into )
{
   const py::object block = block_of( input, "rfc1738._check_lines_into" );
   const std::string_view data = block_bytes( block );
   const py::object write = file.is_none() ? py::object( py::none() ) : py::object( file.attr( "write" ) );
   checked_lines< Format > pass( !write.is_none(), failures, keep_comments, strip_cr, o, error_offsets );
   row_lease lease;
   row_buffer& out = lease.get();
   const auto flush = [ & ] {  // with the GIL
      auto view = py::memoryview::from_memory( out.data(), static_cast< py::ssize_t >( out.size() ) );
      write( view );
      view.attr( "release" )();  // a writer that kept it cannot read the buffer refilled
      out.clear();
   };
   if( header && !write.is_none() ) {
      pass.header( out );
   }
   bool too_long = false;
   {
      py::gil_scoped_release unlocked;
      too_long = !pass.lines( data, out, 64 * 1024, [ & ] {
         py::gil_scoped_acquire locked;
         flush();
      } );
      if( !too_long && out.size() != 0 && !write.is_none() ) {
         py::gil_scoped_acquire locked;
         flush();
      }
   }
   if( too_long ) {
      throw py::value_error( "rfc1738._check_lines_into: a line is longer than 4 GiB - 1 bytes" );
   }
   return counts_of( pass, into );
}

// A bytearray's buffer, exported while held: no other thread can resize
// the bytearray meanwhile (BufferError), so its bytes stay where they are
// while they are written without the GIL. Got and released with the GIL.
class buffer_export {
public:
   explicit buffer_export( PyObject* o )
      : o_( o )
   {
      get();
   }
   buffer_export( const buffer_export& ) = delete;
   buffer_export& operator=( const buffer_export& ) = delete;
   ~buffer_export()
   {
      PyBuffer_Release( &view_ );
   }
   // Resized to n bytes (released, resized, exported again).
   void resize( const std::size_t n )
   {
      PyBuffer_Release( &view_ );
      if( PyByteArray_Resize( o_, static_cast< Py_ssize_t >( n ) ) != 0 ) {
         py::error_already_set e;  // fetched before the buffer is exported again
         get();
         throw e;
      }
      get();
   }
   char* data() const noexcept
   {
      return static_cast< char* >( view_.buf );
   }
   std::size_t size() const noexcept
   {
      return static_cast< std::size_t >( view_.len );
   }

private:
   void get()
   {
      if( PyObject_GetBuffer( o_, &view_, PyBUF_WRITABLE ) != 0 ) {
         throw py::error_already_set();
      }
   }
   PyObject* o_;
   Py_buffer view_{};
};

// _check_file_into: the lines of bytes [begin, end) of the file `fd` (whole
// lines: the caller has cut the block at line ends; fewer when the file ends
// first), read with pread() into `buffer` (a bytearray: the caller's,
// reused from block to block; doubled while a line does not fit), each
// checked, counted and its row written to the descriptor `out` (None: no
// rows), as _check_lines_into checks, counts and writes the block's lines
// (the CSV header first), in pieces of 256 KiB; the GIL released but to
// grow the buffer, which is exported meanwhile (no other thread can resize it).
template< row_format Format >
py::tuple file_into( const int fd, const std::int64_t begin, const std::int64_t end, const py::bytearray& buffer, const std::optional< int > out_fd, const bool failures,
                     const bool keep_comments, const bool strip_cr, const rfc1738::options& o, const bool error_offsets, tally* into )
{
   if( begin < 0 || end < begin ) {
      throw py::value_error( "rfc1738._check_file_into: the block must be 0 <= begin <= end, not " + std::to_string( begin ) + ", " + std::to_string( end ) );
   }
   checked_lines< Format > pass( out_fd.has_value(), failures, keep_comments, strip_cr, o, error_offsets );
   row_lease lease;
   row_buffer& rows = lease.get();
   constexpr std::size_t piece = 256 * 1024;
   std::optional< rfc1738::engine::fd_sink > sink;
   if( out_fd ) {
      sink.emplace( *out_fd );
      pass.header( rows );
   }
   const auto flush = [ & ] {
      sink->write( rows.data(), rows.size() );
      rows.clear();
   };
   bool too_long = false;
   int failed = 0;
   buffer_export held( buffer.ptr() );
   {
      py::gil_scoped_release unlocked;
      try {
         const auto read_at = [ fd ]( char* to, const std::size_t size, const std::uint64_t offset ) { return ::pread( fd, to, size, static_cast< off_t >( offset ) ); };
         const auto grow = [ & ]( const std::size_t n ) {
            py::gil_scoped_acquire locked;
            held.resize( n );
            return rfc1738::engine::buffer_span{ held.data(), held.size() };
         };
         failed = rfc1738::engine::for_each_block_between( read_at, static_cast< std::uint64_t >( begin ), static_cast< std::uint64_t >( end ),
                                                           rfc1738::engine::buffer_span{ held.data(), held.size() }, grow, [ & ]( const std::string_view lines ) {
                                                              too_long = !pass.lines( lines, rows, piece, flush );
                                                              return !too_long;
                                                           } );
         if( sink && !too_long && failed == 0 ) {
            flush();
            sink->finish();
         }
      }
      catch( const rfc1738::engine::io_error& e ) {
         failed = e.error;
      }
   }
   if( failed != 0 ) {
      errno = failed;
      PyErr_SetFromErrno( PyExc_OSError );
      throw py::error_already_set();
   }
   if( too_long ) {
      throw py::value_error( "rfc1738._check_file_into: a line is longer than 4 GiB - 1 bytes" );
   }
   return counts_of( pass, into );
}

// run( std::integral_constant< row_format, F >() ) for the format named
// `format` ("jsonl", "csv"); else a ValueError naming `who`.
template< typename Run >
py::tuple in_format( const std::string& format, const char* who, Run&& run )
{
   if( format == "jsonl" || format == "csv" ) {
      return format == "csv" ? run( std::integral_constant< row_format, row_format::csv >() ) : run( std::integral_constant< row_format, row_format::jsonl >() );
   }
   throw py::value_error( std::string( who ) + ": format must be jsonl or csv, not " + format );
}

// check_file_into(): rfc1738.dask's worker step for a local file (see
// file_into).
py::tuple check_file_into( const int fd, const std::int64_t begin, const std::int64_t end, const py::bytearray& buffer, const std::optional< int > out,
                           const std::string& format, const bool failures, const bool keep_comments, const bool strip_cr, const bool ignore_scheme_case,
                           const bool unwrap, const std::string& fragment, const bool error_offsets, tally* into )
{
   return in_format( format, "rfc1738._check_file_into", [ & ]( const auto f ) {
      return file_into< decltype( f )::value >( fd, begin, end, buffer, out, failures, keep_comments, strip_cr, modes_of( ignore_scheme_case, unwrap, fragment ), error_offsets,
                                                into );
   } );
}

// check_lines_into(): the lines of a block checked as check_lines checks
// them and, as each is checked, its row written as Batch.write_jsonl /
// write_csv write it (with failures, the rows of the URLs that do not conform
// alone; the CSV header first when header) to file in pieces of 64 KiB (no
// rows when file is None); no arrays, no Batch: what rfc1738.dask's workers
// do with a block. Returns (inputs, conforming, valid, skipped, counts): the
// counts of URLs per production code + 1 (index 0: not a URL), the codes of
// Batch.production; with a tally, also adds what `rfc1738 check` counts to
// it. The GIL is released but to write.
py::tuple check_lines_into( const py::object& input, const py::object& file, const std::string& format, const bool failures, const bool header, const bool keep_comments,
                            const bool strip_cr, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment, const bool error_offsets, tally* into )
{
   return in_format( format, "rfc1738._check_lines_into", [ & ]( const auto f ) {
      return lines_into< decltype( f )::value >( input, file, failures, header, keep_comments, strip_cr, modes_of( ignore_scheme_case, unwrap, fragment ), error_offsets,
                                                 into );
   } );
}

py::object check_batch( const py::list& urls, const bool ignore_scheme_case, const bool unwrap, const std::string& fragment, const std::optional< bool > error_offsets, const bool lists )
{
   const auto o = modes_of( ignore_scheme_case, unwrap, fragment );
   const bool offsets = error_offsets.value_or( lists );  // the list form diagnoses by default, as it did
   const auto n = static_cast< std::size_t >( PyList_GET_SIZE( urls.ptr() ) );
   if( n > static_cast< std::size_t >( std::numeric_limits< std::int32_t >::max() ) ) {
      throw py::value_error( "rfc1738.check_batch: more than 2**31 - 1 URLs in one list" );
   }
   py::object fragment_list = py::none();
   if( o.fragment == rfc1738::fragment_mode::split ) {
      fragment_list = py::reinterpret_steal< py::object >( PyList_New( static_cast< Py_ssize_t >( n ) ) );
      if( !fragment_list ) {
         throw py::error_already_set();
      }
      for( std::size_t i = 0; i < n; ++i ) {  // a valid list until it is filled
         Py_INCREF( Py_None );
         PyList_SET_ITEM( fragment_list.ptr(), static_cast< Py_ssize_t >( i ), Py_None );
      }
   }
   scheme_table schemes;
   if( lists ) {
      std::unique_ptr< bool[] > valid( new bool[ n ] ), conforms( new bool[ n ] );
      std::vector< std::int8_t > production( n );
      std::vector< std::int32_t > scheme( n );
      std::vector< std::int64_t > error_offset( offsets ? n : 0 );
      const batch_columns c{ valid.get(), conforms.get(), production.data(), scheme.data(), offsets ? error_offset.data() : nullptr };
      check_rows( urls, n, o, c, schemes, fragment_list.ptr() );
      return lists_of( n, c, form_names(), scheme_names( schemes ), fragment_list );
   }
   numpy_needed( "check_batch" );
   batch b;
   b.allocate( n, offsets );
   b.fragment = fragment_list;
   check_rows( urls, n, o, b.columns(), schemes, fragment_list.ptr() );
   b.production_names = form_names();
   b.scheme_names = scheme_names( schemes );
   return py::cast( std::move( b ) );
}

}  // namespace

void bind_batch( py::module_& m )
{
   py::class_< batch >( m, "Batch", "The verdicts of check_batch (RFC 1738 §5, §3) as NumPy arrays of one row per URL, a struct of arrays: "
                                    "valid and conforms (bool), production and scheme (codes: an index into production_names or scheme_names, "
                                    "-1 for none), error_offset (int64, -1 when the URL conforms; None unless error_offsets=True) "
                                    "and, with fragment='split', fragment (a list: None or the bytes after the first '#')." )
      .def_readonly( "valid", &batch::valid, "Whether the whole input derives from `url` (RFC 1738 §5): a bool array." )
      .def_readonly( "conforms", &batch::conforms, "Whether the input derives from the production of its own scheme (RFC 1738 §3): a bool array." )
      .def_readonly( "production", &batch::production, "The alternative of `url` that derives the input (RFC 1738 §5): an int8 array of indexes into production_names, -1 when it is not a URL." )
      .def_readonly( "production_names", &batch::production_names, "The names of the production codes: the alternatives of `url` (RFC 1738 §5), 'httpurl' ... 'prosperourl', 'otherurl', as grammar/components.facts orders them." )
      .def_readonly( "scheme", &batch::scheme, "The scheme (RFC 1738 §2.1): an int32 array of indexes into scheme_names, -1 when the text before the first ':' is no BNF scheme." )
      .def_readonly( "scheme_names", &batch::scheme_names, "The schemes of the batch as written (lower case with ignore_scheme_case), each once, in the order they first appear." )
      .def_readonly( "error_offset", &batch::error_offset, "With error_offsets=True, an int64 array: where the input stops conforming (the offset of its Error, RFC 1738 §5, §3), -1 when it conforms; else None." )
      .def_readonly( "fragment", &batch::fragment, "With fragment='split', a list: the bytes after the first '#' (str or bytes, as the input), None without a '#'; else None (RFC 1738 §2.2)." )
      .def_readonly( "offset", &batch::offset, "With check_lines, an int64 array: where each line checked begins in the block (a byte offset); else None." )
      .def_readonly( "skipped", &batch::skipped, "With check_lines, the blank and # lines skipped (as `rfc1738 check` counts them); else 0." )
      .def( "__len__", []( const batch& b ) { return b.size; } )
      .def( "to_lists", []( const batch& b ) { return lists_of( b.size, b.columns(), b.production_names, b.scheme_names, b.fragment ); },
            "The verdicts as check_batch(lists=True) gives them: a dict of lists, names for codes and None for -1 (RFC 1738 §5, §3)." )
      .def( "write_csv", &write_rows< row_format::csv >, py::arg( "urls" ), py::arg( "file" ), py::kw_only(), py::arg( "failures" ) = false, py::arg( "header" ) = true,
            "Writes the bytes of to_csv(urls, failures=failures, header=header) to a binary file (its write() takes bytes-like objects), a piece at a time; returns the bytes written (RFC 1738 §5, §3)." )
      .def( "to_csv", &rows_of< row_format::csv >, py::arg( "urls" ), py::kw_only(), py::arg( "failures" ) = false, py::arg( "header" ) = true,
            "The verdicts as CSV (RFC 4180; bytes, records ending in CRLF): the header input,valid,production,conforms,scheme (and error_offset when "
            "the batch has error offsets), then a record per URL: true/false, the names of the production and the scheme (empty when none), the "
            "offset of the Error (empty when the URL conforms; RFC 1738 §5, §3). The input byte for byte, in double quotes with each '\"' doubled "
            "when it holds a comma, a quote, CR or LF; bytes >= 0x80 as they are (read the file with errors='surrogateescape' to get any byte back). "
            "With failures=True only the URLs that do not conform; with header=False no header row (a batch that continues a file). "
            "`urls` is the list the batch was checked from, or None for a batch of check_lines." )
      .def( "write_jsonl", []( const batch& b, const py::object& urls, const py::object& file, const bool failures ) { return write_rows< row_format::jsonl >( b, urls, file, failures, false ); },
            py::arg( "urls" ), py::arg( "file" ), py::kw_only(), py::arg( "failures" ) = false,
            "Writes the lines of to_jsonl(urls, failures=failures) to a binary file (its write() takes bytes-like objects), a piece at a time; returns the bytes written (RFC 1738 §5, §3)." )
      .def( "to_jsonl", []( const batch& b, const py::object& urls, const bool failures ) { return rows_of< row_format::jsonl >( b, urls, failures, false ); }, py::arg( "urls" ), py::kw_only(), py::arg( "failures" ) = false,
            "One line of JSON per URL (bytes, each line ending in a newline): `rfc1738 check --json`'s line restricted to the verdict, "
            "\"input\", \"valid\", \"production\", \"conforms\", \"scheme\" and, when the batch has error offsets, \"error\":{\"offset\":N} "
            "for a URL that does not conform (RFC 1738 §5, §3); with failures=True only the lines of the URLs that do not conform. `urls` is the list the batch was checked from." )
      .def( py::pickle(
         []( const batch& b ) {  // a Batch goes from a Dask worker to the client: its arrays, tables and block
            return py::make_tuple( b.size, b.valid, b.conforms, b.production, b.scheme, b.error_offset, b.fragment, b.production_names, b.scheme_names,
                                   b.block.is_none() || PyBytes_Check( b.block.ptr() ) ? b.block : py::object( py::bytes( std::string( block_bytes( b.block ) ) ) ),
                                   b.offset, py::bytes( reinterpret_cast< const char* >( b.lengths.data() ), b.lengths.size() * sizeof( std::uint32_t ) ), b.skipped );
         },
         []( const py::tuple& t ) {
            if( t.size() != 13 ) {
               throw py::value_error( "rfc1738.Batch: not the state of a Batch" );
            }
            batch b;
            b.size = t[ 0 ].cast< std::size_t >();
            b.valid = t[ 1 ];
            b.conforms = t[ 2 ];
            b.production = t[ 3 ];
            b.scheme = t[ 4 ];
            b.error_offset = t[ 5 ];
            b.fragment = t[ 6 ];
            b.production_names = t[ 7 ];
            b.scheme_names = t[ 8 ];
            b.block = t[ 9 ];
            b.offset = t[ 10 ];
            const auto lengths = t[ 11 ].cast< std::string >();
            b.lengths.resize( lengths.size() / sizeof( std::uint32_t ) );
            std::memcpy( b.lengths.data(), lengths.data(), b.lengths.size() * sizeof( std::uint32_t ) );
            b.skipped = t[ 12 ].cast< std::size_t >();
            return b;
         } ) )
      .def( "__repr__", []( const batch& b ) { return "<rfc1738.Batch of " + std::to_string( b.size ) + " URLs>"; } );

   m.def( "check_lines", &check_lines, py::arg( "block" ), py::kw_only(), py::arg( "keep_comments" ) = false, py::arg( "strip_cr" ) = false,
          py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict", py::arg( "error_offsets" ) = false,
          "check_lines(block: bytes | bytearray | memoryview | mmap, *, keep_comments=False, strip_cr=False, ignore_scheme_case=False, unwrap=False, fragment='strict', error_offsets=False) -> Batch\n\n"
          "The lines of a block of bytes checked as `rfc1738 check -f FILE` reads a file's (RFC 1738 §5, §3): a line ends at LF (the last may lack it); "
          "blank lines (spaces, tabs, CRs) and lines beginning with '#' are skipped (Batch.skipped counts them) unless keep_comments; strip_cr removes "
          "one CR at the end of each line. The Batch of check_batch, with Batch.offset where each line begins in the block; its to_jsonl, "
          "write_jsonl, to_csv and write_csv take None for the urls. A block that is not bytes is read in place, its buffer held while the Batch lives. No Python object per line; the GIL is released throughout." );

   m.def( "_check_lines_into", &check_lines_into, py::arg( "block" ), py::arg( "file" ), py::kw_only(), py::arg( "format" ) = "jsonl", py::arg( "failures" ) = false,
          py::arg( "header" ) = true, py::arg( "keep_comments" ) = false, py::arg( "strip_cr" ) = false, py::arg( "ignore_scheme_case" ) = false,
          py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict", py::arg( "error_offsets" ) = false, py::arg( "tally" ) = py::none(),
          "_check_lines_into(block, file, *, format='jsonl', failures=False, header=True, keep_comments=False, strip_cr=False, ignore_scheme_case=False, unwrap=False, fragment='strict', error_offsets=False, tally=None) -> tuple\n\n"
          "rfc1738.dask's worker step: the lines of block checked as check_lines checks them, each row written to file (None: none) as "
          "Batch.write_jsonl / write_csv write it, as it is checked; returns (inputs, conforming, valid, skipped, counts per production code + 1), "
          "and adds what `rfc1738 check --summary` counts to tally (a _Tally; None: nothing)." );

   m.def( "_check_file_into", &check_file_into, py::arg( "fd" ), py::arg( "begin" ), py::arg( "end" ), py::arg( "buffer" ), py::arg( "out" ), py::kw_only(),
          py::arg( "format" ) = "jsonl", py::arg( "failures" ) = false, py::arg( "keep_comments" ) = false, py::arg( "strip_cr" ) = false,
          py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict", py::arg( "error_offsets" ) = false, py::arg( "tally" ) = py::none(),
          "_check_file_into(fd, begin, end, buffer, out, *, format='jsonl', failures=False, keep_comments=False, strip_cr=False, ignore_scheme_case=False, unwrap=False, fragment='strict', error_offsets=False, tally=None) -> tuple\n\n"
          "rfc1738.dask's worker step for a local file: the lines of bytes [begin, end) of the file descriptor fd (whole lines), read with pread into "
          "buffer (a bytearray, grown for a longer line), checked and their rows written to the descriptor out (None: none; the CSV header first) "
          "as _check_lines_into checks and writes a block's; the GIL released. Returns (inputs, conforming, valid, skipped, counts per production code + 1), "
          "and adds what `rfc1738 check --summary` counts to tally (a _Tally; None: nothing)." );

   m.def( "check_batch", &check_batch, py::arg( "urls" ), py::kw_only(), py::arg( "ignore_scheme_case" ) = false, py::arg( "unwrap" ) = false, py::arg( "fragment" ) = "strict",
          py::arg( "error_offsets" ) = py::none(), py::arg( "lists" ) = false,
          "check_batch(urls: list, *, ignore_scheme_case=False, unwrap=False, fragment='strict', error_offsets=None, lists=False) -> Batch | dict\n\n"
          "The verdicts of a list of URLs (str, bytes, bytearray, memoryview; RFC 1738 §5, §3, §2.2), checked in C++ with the GIL released, "
          "as a Batch of NumPy arrays (valid, conforms, production and scheme codes with their names tables, error_offset). "
          "error_offsets=True diagnoses the inputs that do not conform (rfc1738::diagnose) for their offsets; by default it is off. "
          "lists=True gives the dict of lists of before instead, {'valid', 'conforms', 'production', 'scheme', 'error_offset'} "
          "(names, None for none; error offsets on unless error_offsets=False), without NumPy. With fragment='split' both carry 'fragment'." );
}
