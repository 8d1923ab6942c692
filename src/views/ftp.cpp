// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/ftp.hpp"

#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738 {

ftp_view::ftp_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : login_view( input, tree, detail::child_index( tree, at, production::login ), detail::default_port_of< production::ftpurl > ),
     fpath_( detail::child_text( input, tree, at, production::fpath ) ),
     ftptype_( detail::child_text( input, tree, at, production::ftptype ) )
{}

std::optional< char > ftp_view::typecode() const noexcept
{
   if( !ftptype_ ) {
      return std::nullopt;
   }
   const char c = ( *ftptype_ )[ 0 ];
   return ( c >= 'A' && c <= 'Z' ) ? static_cast< char >( c - 'A' + 'a' ) : c;
}

namespace {

bool is_d( const std::optional< encoded_view >& ftptype ) noexcept
{
   return ftptype && ( ftptype->encoded() == "d" || ftptype->encoded() == "D" );
}

}  // namespace

ftp_commands::iterator::iterator( const ftp_commands& commands, phase p ) noexcept
   : cwd_( commands.cwd_.begin() ),
     cwd_end_( commands.cwd_.end() ),
     name_( commands.name_ ),
     ftptype_( commands.ftptype_ ),
     phase_( p )
{
   if( !name_ ) {
      phase_ = phase::done;  // no url-path: no command
   }
   settle();
}

// Moves on to the next phase that has a command, if the current one has none.
void ftp_commands::iterator::settle() noexcept
{
   if( phase_ == phase::cwd && cwd_ == cwd_end_ ) {
      phase_ = phase::type;
   }
   if( phase_ == phase::type && ( !ftptype_ || is_d( ftptype_ ) ) ) {
      phase_ = phase::last;
   }
   if( phase_ == phase::last && !is_d( ftptype_ ) && name_->empty() ) {
      phase_ = phase::done;
   }
}

ftp_command ftp_commands::iterator::operator*() const noexcept
{
   switch( phase_ ) {
      case phase::cwd:
         return { ftp_verb::cwd, *cwd_ };
      case phase::type:
         return { ftp_verb::type, *ftptype_ };
      default:
         return { is_d( ftptype_ ) ? ftp_verb::nlst : ftp_verb::retr, *name_ };
   }
}

ftp_commands::iterator& ftp_commands::iterator::operator++() noexcept
{
   switch( phase_ ) {
      case phase::cwd:
         ++cwd_;
         break;
      case phase::type:
         phase_ = phase::last;
         break;
      default:
         phase_ = phase::done;
         return *this;
   }
   settle();
   return *this;
}

}  // namespace rfc1738
