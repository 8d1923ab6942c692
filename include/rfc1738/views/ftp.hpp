// SPDX-License-Identifier: BSL-1.0
/// @file
/// RFC 1738 §3.2, FTP: rfc1738::ftp_view and the FTP commands of its
/// url-path, rfc1738::ftp_commands.
#ifndef RFC1738_VIEWS_FTP_HPP
#define RFC1738_VIEWS_FTP_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "rfc1738/detail/forward_iterator.hpp"
#include "rfc1738/encoded_view.hpp"
#include "rfc1738/parse_tree.hpp"
#include "rfc1738/port.hpp"
#include "rfc1738/segments_view.hpp"
#include "rfc1738/views/login.hpp"

namespace rfc1738 {

/// The FTP commands of RFC 1738 §3.2.2.
enum class ftp_verb : std::uint8_t {
   /// `CWD <cwd>`: change working directory.
   cwd,
   /// `TYPE <typecode>`: the transfer type.
   type,
   /// `RETR <name>`: retrieve the file.
   retr,
   /// `NLST <name>`: name list (typecode "d").
   nlst,
};

/// The command's name as the FTP protocol spells it (RFC 1738 §3.2.2).
///
/// @par Example
/// @code
/// static_assert( rfc1738::command_name( rfc1738::ftp_verb::retr ) == "RETR" );
/// @endcode
///
/// @param verb The command.
/// @return "CWD", "TYPE", "RETR" or "NLST".
constexpr std::string_view command_name( ftp_verb verb ) noexcept
{
   switch( verb ) {
      case ftp_verb::cwd:
         return "CWD";
      case ftp_verb::type:
         return "TYPE";
      case ftp_verb::retr:
         return "RETR";
      case ftp_verb::nlst:
         return "NLST";
   }
   return {};
}

/// One FTP command and its argument, as the URL writes it.
///
/// argument.decoded() is what is sent (§3.2.2: "The components are decoded
/// prior to their use in the FTP protocol").
struct ftp_command {
   /// The command.
   ftp_verb verb = ftp_verb::cwd;
   /// Its argument as written in the URL (possibly empty).
   encoded_view argument;
};

/// The FTP commands that the url-path of an FTP URL stands for, in order.
///
/// RFC 1738 §3.2.2: "The url-path is interpreted as a series of FTP commands
/// as follows: Each of the <cwd> elements is to be supplied, sequentially,
/// as the argument to a CWD (change working directory) command. If the
/// typecode is "d", perform a NLST (name list) command with <name> as the
/// argument, and interpret the results as a file directory listing.
/// Otherwise, perform a TYPE command with <typecode> as the argument, and
/// then access the file whose name is <name> (for example, using the RETR
/// command.)"
///
/// The sequence, in order:
/// - `CWD <cwd>` for each cwd, empty ones included (`CWD ` with a null
///   argument);
/// - with typecode "d" (or "D"): `NLST <name>` (the name may be empty: a list
///   of the working directory);
/// - otherwise `TYPE <typecode>` when the URL has one (§3.2.3: without it the
///   client "must guess"; no TYPE is listed), then `RETR <name>` when the name
///   is not empty (an empty name names no file: no RETR is listed).
///
/// A URL without url-path (`ftp://host`) lists no command.
///
/// @par Specification
/// [RFC 1738 §3.2.2 (FTP url-path)](https://www.rfc-editor.org/rfc/rfc1738#section-3.2.2)
///
/// @par Example
/// @code
/// std::vector< std::string > sent;
/// for( const auto c : rfc1738::parse( "ftp://h/pub/rfc;type=d" )->ftp()->commands() ) {
///    sent.push_back( ( c.verb == rfc1738::ftp_verb::cwd ? "CWD " : "NLST " ) + c.argument.decode() );
/// }
/// assert( sent == std::vector< std::string >{ "CWD pub", "NLST rfc" } );
/// assert( rfc1738::parse( "ftp://h/a/;type=i" )->ftp()->commands().size() == 2 );  // CWD a, TYPE i
/// assert( rfc1738::parse( "ftp://h" )->ftp()->commands().empty() );
/// @endcode
///
/// @par Complexity
/// Dereferencing and each step take time linear in the current segment's
/// length; size() walks the commands.
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class ftp_commands {
public:
   /// A forward iterator over the commands; yields ftp_command by value.
   class iterator : public detail::forward_iterator< iterator, ftp_command > {
   public:
      /// A singular iterator (compares equal to any end()).
      constexpr iterator() noexcept = default;

      /// The current command.
      ///
      /// @return The command the iterator is at.
      ftp_command operator*() const noexcept;
      /// Moves to the next command.
      ///
      /// @return This iterator.
      iterator& operator++() noexcept;

      /// True when `a` and `b` are at the same command of the same sequence.
      friend bool operator==( const iterator& a, const iterator& b ) noexcept
      {
         return a.phase_ == b.phase_ && ( a.phase_ != phase::cwd || a.cwd_ == b.cwd_ );
      }


   private:
      friend class ftp_commands;
      enum class phase : std::uint8_t { cwd, type, last, done };
      iterator( const ftp_commands& commands, phase p ) noexcept;
      void settle() noexcept;

      segments_view::iterator cwd_;
      segments_view::iterator cwd_end_;
      std::optional< encoded_view > name_;
      std::optional< encoded_view > ftptype_;
      phase phase_ = phase::done;
   };

   /// No command.
   constexpr ftp_commands() noexcept = default;
   /// The commands of a url-path whose fpath has the segments `cwd` then
   /// `name`, and the ftptype `ftptype`; `name` absent for no url-path.
   ///
   /// Made by ftp_view::commands().
   ///
   /// @param cwd The cwd segments.
   /// @param name The name; absent when the URL has no url-path.
   /// @param ftptype The ftptype, or absent.
   ftp_commands( segments_view cwd, std::optional< encoded_view > name, std::optional< encoded_view > ftptype ) noexcept
      : cwd_( cwd ),
        name_( name ),
        ftptype_( ftptype )
   {}

   /// The first command.
   ///
   /// @return An iterator at the first command.
   [[nodiscard]] iterator begin() const noexcept
   {
      return iterator( *this, iterator::phase::cwd );
   }

   /// One past the last command.
   ///
   /// @return The end iterator.
   [[nodiscard]] iterator end() const noexcept
   {
      return iterator( *this, iterator::phase::done );
   }

   /// The number of commands.
   ///
   /// @return The number of commands.
   [[nodiscard]] std::size_t size() const noexcept
   {
      std::size_t n = 0;
      for( auto i = begin(); i != end(); ++i ) {
         ++n;
      }
      return n;
   }

   /// True when there is no command.
   ///
   /// @return Whether there is no command.
   [[nodiscard]] bool empty() const noexcept
   {
      return begin() == end();
   }

private:
   segments_view cwd_;
   std::optional< encoded_view > name_;
   std::optional< encoded_view > ftptype_;
};

/// The components of an FTP URL: login, directories, file name, typecode.
///
/// RFC 1738 §3.2: "A FTP URL follow the syntax described in Section 3.1. If
/// :<port> is omitted, the port defaults to 21." The user, password, host
/// and port are login_view's (§3.2.1: they are used in the USER and PASS
/// commands). §3.2.2: "The url-path of a FTP URL has the following syntax:
/// <cwd1>/<cwd2>/.../<cwdN>/<name>;type=<typecode> … The <cwdx> and
/// <name> parts may be empty. The whole url-path may be omitted, including
/// the "/" delimiting it from the prefix containing user, password, host, and
/// port."
///
/// Obtained from url_view::ftp(), present exactly when `ftpurl` derives the
/// URL.
///
/// @par BNF
/// @code{.unparsed}
/// ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
/// fpath          = fsegment *[ "/" fsegment ]
/// fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
/// ftptype        = "A" | "I" | "D" | "a" | "i" | "d"
/// @endcode
///
/// @par Specification
/// @li [RFC 1738 §3.2 (FTP)](https://www.rfc-editor.org/rfc/rfc1738#section-3.2)
/// @li [RFC 1738 §3.2.2 (FTP url-path)](https://www.rfc-editor.org/rfc/rfc1738#section-3.2.2)
///
/// @par Example
/// (examples/ftp_commands.cpp prints the commands.)
/// @code
/// const auto f = rfc1738::parse( "ftp://myname@host.dom/%2Fetc/motd" )->ftp();
/// assert( f->user()->decode() == "myname" );
/// assert( f->effective_port() == 21 );
/// assert( f->fpath() == "%2Fetc/motd" );
/// assert( f->cwd().front().decode() == "/etc" );  // one cwd: an escaped "/" does not separate
/// assert( f->name()->decode() == "motd" );
/// assert( !f->ftptype() );
/// @endcode
///
/// @par Complexity
/// fpath(), segments(), ftptype() and typecode() are constant time; cwd(),
/// name() and commands() are linear in the fpath's length (they find its
/// last "/").
///
/// @par Exception Safety
/// Throws nothing.
///
/// @par Lifetime
/// A view of the URL's characters, valid while they are.
class ftp_view : public login_view {
public:
   /// The ftpurl at node `at` of `tree`, a parse of `input`.
   ///
   /// Made by url_view::ftp(); `tree[ at ]` must be an `ftpurl` node.
   ///
   /// @param input The URL's characters, the buffer `tree` was parsed from.
   /// @param tree Its parse tree.
   /// @param at The index of a `ftpurl` node in `tree`.
   ftp_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept;

   /// The ftpurl of a URL that rfc1738::parse made, read from the nodes its
   /// parse recorded (detail::recorded_nodes, private to the library): the view
   /// url_view makes, equal to the one the constructor above makes.
   ///
   /// @param recorded The URL's recorded nodes.
   explicit ftp_view( const detail::recorded_nodes& recorded ) noexcept;

   /// The url-path's fpath as written (without the "/" before it nor
   /// `;type=…`).
   ///
   /// Absent when the URL has no url-path (`ftp://host`); empty for
   /// `ftp://host/`.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// fpath          = fsegment *[ "/" fsegment ]
   /// @endcode
   ///
   /// @return The fpath, or absent.
   [[nodiscard]] std::optional< std::string_view > fpath() const noexcept
   {
      return fpath_;
   }

   /// Every fsegment: the cwds, then the name (none without url-path).
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
   /// @endcode
   ///
   /// @return The fsegments, in order.
   [[nodiscard]] segments_view segments() const noexcept
   {
      return fpath_ ? segments_view( *fpath_ ) : segments_view();
   }

   /// `<cwd1>` … `<cwdN>`: every fsegment but the last.
   ///
   /// @return The cwds, in order (possibly none).
   [[nodiscard]] segments_view cwd() const noexcept
   {
      return segments().without_last();
   }

   /// `<name>`: the last fsegment, possibly empty; absent without url-path.
   ///
   /// @return The name, or absent.
   [[nodiscard]] std::optional< encoded_view > name() const noexcept
   {
      return fpath_ ? std::optional< encoded_view >( segments().back() ) : std::nullopt;
   }

   /// The ftptype as written ("a", "I", …); absent without `;type=`.
   ///
   /// @par BNF
   /// @code{.unparsed}
   /// ftptype        = "A" | "I" | "D" | "a" | "i" | "d"
   /// @endcode
   ///
   /// @return The ftptype, or absent.
   [[nodiscard]] std::optional< std::string_view > ftptype() const noexcept
   {
      return ftptype_;
   }

   /// `<typecode>` in lower case: 'a', 'i' or 'd'; absent without `;type=`.
   ///
   /// §3.2.2 names the lower-case letters; the BNF also takes "A", "I", "D".
   ///
   /// @par Example
   /// @code
   /// const auto f = rfc1738::parse( "ftp://h/f;type=I" )->ftp();
   /// assert( f->ftptype() == "I" );
   /// assert( f->typecode() == 'i' );
   /// @endcode
   ///
   /// @return 'a', 'i', 'd', or absent.
   [[nodiscard]] std::optional< char > typecode() const noexcept;

   /// The FTP commands §3.2.2 makes of the url-path (see ftp_commands).
   ///
   /// @return The commands, in order.
   [[nodiscard]] ftp_commands commands() const noexcept
   {
      return ftp_commands( cwd(), name(), ftptype_ ? std::optional< encoded_view >( encoded_view( *ftptype_ ) ) : std::nullopt );
   }

private:
   std::optional< std::string_view > fpath_;
   std::optional< std::string_view > ftptype_;
};

/// RFC 1738 §3.2: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]].
inline ftp_view::ftp_view( const detail::recorded_nodes& recorded ) noexcept
   : login_view( recorded, detail::default_port_number< production::ftpurl > ),
     fpath_( recorded.text_if( production::fpath ) ),
     ftptype_( recorded.text_if( production::ftptype ) )
{}

}  // namespace rfc1738

#endif
