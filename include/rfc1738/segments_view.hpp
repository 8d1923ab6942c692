// SPDX-License-Identifier: BSL-1.0
/// @file
/// The "/"-separated segments of a hierarchical path: fpath (ftp, file),
/// hpath (http), ppath (prospero). rfc1738::segments_view.
#ifndef RFC1738_SEGMENTS_VIEW_HPP
#define RFC1738_SEGMENTS_VIEW_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/detail/forward_iterator.hpp"
#include "rfc1738/encoded_view.hpp"

namespace rfc1738 {

/// The "/"-separated segments of a hierarchical path.
///
/// RFC 1738 §2.3: "Some URL schemes (such as the ftp, http, and file
/// schemes) contain names that can be considered hierarchical; the
/// components of the hierarchy are separated by "/"."
///
/// A path of n "/" has n + 1 segments, each possibly empty: "" is one empty
/// segment, "/etc/motd" is "", "etc", "motd". A default-constructed view has
/// no segment at all. A "/" inside a segment is written `%2F` and stays in
/// the segment (an escaped "/" does not separate).
///
/// @par BNF
/// @code{.unparsed}
/// fpath          = fsegment *[ "/" fsegment ]
/// hpath          = hsegment *[ "/" hsegment ]
/// ppath          = psegment *[ "/" psegment ]
/// @endcode
///
/// @par Specification
/// [RFC 1738 §2.3 (Hierarchical schemes and relative links)](https://www.rfc-editor.org/rfc/rfc1738#section-2.3)
///
/// @par Example
/// @code
/// const rfc1738::segments_view path( "/etc%2Fx/motd" );
/// std::vector< std::string > segments;
/// for( const auto segment : path ) {
///    segments.push_back( segment.decode() );
/// }
/// assert( segments == std::vector< std::string >{ "", "etc/x", "motd" } );
/// assert( path.size() == 3 );
/// assert( path.back().encoded() == "motd" );
/// assert( path.without_last().encoded() == "/etc%2Fx" );
/// assert( rfc1738::segments_view( "" ).size() == 1 );  // one empty segment
/// assert( rfc1738::segments_view().empty() );          // none
/// @endcode
///
/// @par Complexity
/// begin(), end(), empty() and encoded() are constant time; size(), back()
/// and without_last() are linear in the path's length; front() and each step
/// are linear in the segment's length.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class segments_view {
public:
   /// A forward iterator over the segments; yields encoded_view by value.
   class iterator : public detail::forward_iterator< iterator, encoded_view > {
   public:
      /// A singular iterator (compares equal to any end()).
      constexpr iterator() noexcept = default;

      /// The current segment, as written.
      ///
      /// @return The segment the iterator is at.
      constexpr encoded_view operator*() const noexcept
      {
         return encoded_view( rest_.substr( 0, rest_.find( '/' ) ) );
      }

      /// Moves to the next segment.
      ///
      /// @return This iterator.
      constexpr iterator& operator++() noexcept
      {
         const auto slash = rest_.find( '/' );
         if( slash == std::string_view::npos ) {
            done_ = true;
            rest_ = rest_.substr( rest_.size() );
         }
         else {
            rest_.remove_prefix( slash + 1 );
         }
         return *this;
      }


      /// True when `a` and `b` are at the same segment of the same path, or
      /// both at the end.
      friend constexpr bool operator==( const iterator& a, const iterator& b ) noexcept
      {
         return a.done_ == b.done_ && ( a.done_ || a.rest_.data() == b.rest_.data() );
      }


   private:
      friend class segments_view;
      constexpr iterator( std::string_view rest, bool done ) noexcept
         : rest_( rest ),
           done_( done )
      {}
      std::string_view rest_;
      bool done_ = true;
   };

   /// No segment.
   constexpr segments_view() noexcept = default;

   /// The segments of `path` (at least one).
   ///
   /// @param path The path as written.
   constexpr explicit segments_view( std::string_view path ) noexcept
      : path_( path ),
        none_( false )
   {}

   /// The first segment.
   ///
   /// @return An iterator at the first segment.
   [[nodiscard]] constexpr iterator begin() const noexcept
   {
      return iterator( path_, none_ );
   }

   /// One past the last segment.
   ///
   /// @return The end iterator.
   [[nodiscard]] constexpr iterator end() const noexcept
   {
      return iterator( path_.substr( path_.size() ), true );
   }

   /// The number of segments: one more than the path's "/", or 0 for none.
   ///
   /// @return The number of segments.
   [[nodiscard]] constexpr std::size_t size() const noexcept
   {
      if( none_ ) {
         return 0;
      }
      std::size_t n = 1;
      for( const char c : path_ ) {
         n += ( c == '/' ) ? 1 : 0;
      }
      return n;
   }

   /// True when there is no segment (not: when the path is empty).
   ///
   /// @return Whether there is no segment.
   [[nodiscard]] constexpr bool empty() const noexcept
   {
      return none_;
   }

   /// The path as written (empty when there is no segment).
   ///
   /// @return The path.
   [[nodiscard]] constexpr std::string_view encoded() const noexcept
   {
      return path_;
   }

   /// The first segment; the view must not be empty.
   ///
   /// @return The first segment.
   [[nodiscard]] constexpr encoded_view front() const noexcept
   {
      return *begin();
   }

   /// The last segment; the view must not be empty.
   ///
   /// @return The last segment.
   [[nodiscard]] constexpr encoded_view back() const noexcept
   {
      const auto slash = path_.rfind( '/' );
      return encoded_view( slash == std::string_view::npos ? path_ : path_.substr( slash + 1 ) );
   }

   /// Every segment but the last (none when there is one or none).
   ///
   /// @return The segments before the last.
   [[nodiscard]] constexpr segments_view without_last() const noexcept
   {
      const auto slash = path_.rfind( '/' );
      if( none_ || slash == std::string_view::npos ) {
         return segments_view();
      }
      return segments_view( path_.substr( 0, slash ) );
   }

private:
   std::string_view path_;
   bool none_ = true;
};

}  // namespace rfc1738

#endif
