// SPDX-License-Identifier: BSL-1.0
// A parsed URL that owns its characters.
#ifndef RFC1738_URL_HPP
#define RFC1738_URL_HPP

#include <string>
#include <string_view>

#include "rfc1738/result.hpp"
#include "rfc1738/url_view.hpp"

namespace rfc1738 {

/** A url_view together with its own copy of the characters: valid for as
    long as the url object itself. Views obtained through it (view(), ->, *)
    are valid while the url is alive and unmodified: they view its copy; on
    a temporary url they are refused (they would dangle). Copying or moving a
    url keeps its tree (offsets) and rebinds the view to the new copy.

    @par BNF
    @code
    url            = httpurl | ftpurl | newsurl |
                     nntpurl | telneturl | gopherurl |
                     waisurl | mailtourl | fileurl |
                     prosperourl | otherurl
    @endcode

    @par Specification
    RFC 1738 §5.

    @par Example
    @code
    const auto u = rfc1738::url::parse( std::string( "http://host/p" ) );   // owns a copy
    const auto host = u->view().host();                                     // views the copy
    @endcode
*/
class url {
public:
   /** Copies `input` and parses the copy.

       @par Specification
       RFC 1738 §5.

       @par Example
       @code
       const auto u = rfc1738::url::parse( "news:*" );   // u->buffer() == "news:*"
       @endcode

       @param input The bytes, copied.
       @return The url, or where `input` stops being a URL.
   */
   static result< url > parse( std::string_view input );

   /** Copies the characters `v` views, keeping its parse.

       @par Example
       @code
       const auto v = rfc1738::parse( "news:*" );
       const rfc1738::url u( *v );
       @endcode

       @param v The view to copy.
   */
   explicit url( const url_view& v );

   /// Copies `other`, keeping the tree; the view is rebound to the new copy.
   /// @param other The url copied.
   url( const url& other );
   /// Moves `other`, keeping the tree; the view is rebound to the new copy.
   /// @param other The url moved from.
   url( url&& other ) noexcept;
   /// Copies `other`, keeping the tree; the view is rebound to the new copy.
   /// @param other The url copied.
   /// @return This url.
   url& operator=( const url& other );
   /// Moves `other`, keeping the tree; the view is rebound to the new copy.
   /// @param other The url moved from.
   /// @return This url.
   url& operator=( url&& other ) noexcept;
   ~url() = default;

   /// @return The view of the owned copy.
   [[nodiscard]] const url_view& view() const& noexcept
   {
      return view_;
   }

   /// Refused on a temporary: the view would outlive its characters.
   const url_view& view() const&& = delete;

   /// @return The view of the owned copy.
   [[nodiscard]] const url_view* operator->() const& noexcept
   {
      return &view_;
   }

   /// Refused on a temporary: the view would outlive its characters.
   const url_view* operator->() const&& = delete;

   /// @return The view of the owned copy.
   [[nodiscard]] const url_view& operator*() const& noexcept
   {
      return view_;
   }

   /// Refused on a temporary: the view would outlive its characters.
   const url_view& operator*() const&& = delete;

   /// @return The URL as written (the owned copy).
   [[nodiscard]] const std::string& buffer() const noexcept
   {
      return buffer_;
   }

private:
   url( std::string&& buffer, const url_view& v );
   void rebind() noexcept;

   std::string buffer_;
   url_view view_;
};

}  // namespace rfc1738

#endif
