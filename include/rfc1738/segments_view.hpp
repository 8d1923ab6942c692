// SPDX-License-Identifier: BSL-1.0
// The "/"-separated segments of a hierarchical path: fpath (ftp, file),
// hpath (http), ppath (prospero).
#ifndef RFC1738_SEGMENTS_VIEW_HPP
#define RFC1738_SEGMENTS_VIEW_HPP

#include <cstddef>
#include <string_view>

#include "rfc1738/detail/forward_iterator.hpp"
#include "rfc1738/encoded_view.hpp"

namespace rfc1738 {

// RFC 1738 §2.3: "Some URL schemes (such as the ftp, http, and file schemes)
// contain names that can be considered hierarchical; the components of the
// hierarchy are separated by "/"." §5: fpath = fsegment *[ "/" fsegment ],
// hpath = hsegment *[ "/" hsegment ], ppath = psegment *[ "/" psegment ].
//
// A path of n "/" has n + 1 segments, each possibly empty: "" is one empty
// segment, "/etc/motd" is "", "etc", "motd". A default-constructed view has
// no segment at all. A "/" inside a segment is written "%2F" and stays in the
// segment (an escaped "/" does not separate).
//
// Lifetime: a view of the URL's characters, valid while they are.
class segments_view {
public:
   class iterator : public detail::forward_iterator< iterator, encoded_view > {
   public:
      constexpr iterator() noexcept = default;

      constexpr encoded_view operator*() const noexcept
      {
         return encoded_view( rest_.substr( 0, rest_.find( '/' ) ) );
      }

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

   // No segment.
   constexpr segments_view() noexcept = default;

   // The segments of `path`.
   constexpr explicit segments_view( std::string_view path ) noexcept
      : path_( path ),
        none_( false )
   {}

   [[nodiscard]] constexpr iterator begin() const noexcept
   {
      return iterator( path_, none_ );
   }

   [[nodiscard]] constexpr iterator end() const noexcept
   {
      return iterator( path_.substr( path_.size() ), true );
   }

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

   [[nodiscard]] constexpr bool empty() const noexcept
   {
      return none_;
   }

   // The path as written (empty when there is no segment).
   [[nodiscard]] constexpr std::string_view encoded() const noexcept
   {
      return path_;
   }

   // The first and the last segment; the view must not be empty.
   [[nodiscard]] constexpr encoded_view front() const noexcept
   {
      return *begin();
   }

   [[nodiscard]] constexpr encoded_view back() const noexcept
   {
      const auto slash = path_.rfind( '/' );
      return encoded_view( slash == std::string_view::npos ? path_ : path_.substr( slash + 1 ) );
   }

   // Every segment but the last (none when there is one or none).
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
