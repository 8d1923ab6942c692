// SPDX-License-Identifier: BSL-1.0
// One call for everything `rfc1738 check` says about an input.
#include "rfc1738/report.hpp"

#include <utility>

#include "rfc1738/parse.hpp"
#include "diagnosis/diagnose_into.hpp"
#include "fixit_detail.hpp"
#include "parser/scheme_size.hpp"
#include "urls/url_view_access.hpp"
#include "warnings_of.hpp"

namespace rfc1738 {

namespace {

// The value of `x`, when it has one, kept in `spare` with its room, and
// `x` emptied.
template< typename T >
void set_aside( std::optional< T >& x, T& spare ) noexcept
{
   if( x ) {
      spare = std::move( *x );
      x.reset();
   }
}

// `x` holding a value: the one set aside in `spare` (its room with it).
template< typename T >
T& take_up( std::optional< T >& x, T& spare )
{
   if( !x ) {
      x.emplace( std::move( spare ) );
   }
   return *x;
}

}  // namespace

void inspect_into( report& r, std::string_view input, const options& modes )
{
   inspect_into( r, input, modes, url_tree::whole );
}

void inspect_into( report& r, std::string_view input, const options& modes, const url_tree tree )
{
   detail::prepare_into( input, modes, r.prepared_ );   // anew, its room kept
   const std::string_view text = r.prepared_.text();
   // One parse gives every verdict (the same as check()'s): a URL derives
   // from url exactly when it parses, through the alternative its tree
   // names; the scheme's own production derives it exactly when that is the
   // alternative (otherurl for a scheme without one of its own).
   auto& v = r.verdict_;
   v = verdict();
   if( const std::size_t size = detail::scheme_size( text ) ) {   // scheme_of( text ), inline
      v.scheme = text.substr( 0, size );
   }
   v.target = v.scheme ? target_of( *v.scheme ) : production::genericurl;
   r.url_.emplace( url_view_access::key(), text );   // built in place: no tree moved
   if( !detail::parse_into( text, url_view_access::tree( *r.url_ ), tree == url_tree::components ) ) {
      r.url_.reset();
   }
   else {
      v.valid = true;
      v.derived_by = r.url_->derived_by();
      v.conforms = *v.derived_by == ( v.target == production::genericurl ? production::otherurl : v.target );
   }
   if( v.conforms || !detail::diagnose_into( text, v.target, take_up( r.diagnosis_, r.spare_diagnosis_ ) ) ) {
      set_aside( r.diagnosis_, r.spare_diagnosis_ );
   }
   if( !v.conforms && text.size() <= fix_it_limit ) {
      // fix_it diagnoses the text first, as just done (against the
      // production of its scheme): not twice.
      detail::fix_into( text, r.diagnosis_ ? &*r.diagnosis_ : nullptr, take_up( r.fix_, r.spare_fix_ ) );
   }
   else {
      set_aside( r.fix_, r.spare_fix_ );
   }
   detail::set_warnings( r.warnings_, r.prepared_.warnings() );   // the modes' (copied into the room there)
   detail::warnings_of( text, v.scheme, r.url_ ? &*r.url_ : nullptr, r.warnings_ );
}

report inspect( std::string_view input, const options& modes )
{
   report r;
   inspect_into( r, input, modes );
   return r;
}

report::report( const report& other )
   : prepared_( other.prepared_ ),
     verdict_( other.verdict_ ),
     url_( other.url_ ),
     diagnosis_( other.diagnosis_ ),
     warnings_( other.warnings_ ),
     fix_( other.fix_ )
{
   rebind();
}

report::report( report&& other ) noexcept
   : prepared_( std::move( other.prepared_ ) ),
     verdict_( other.verdict_ ),
     url_( std::move( other.url_ ) ),
     diagnosis_( std::move( other.diagnosis_ ) ),
     warnings_( std::move( other.warnings_ ) ),
     fix_( std::move( other.fix_ ) )
{
   rebind();
}

report& report::operator=( const report& other )
{
   if( this != &other ) {
      *this = report( other );
   }
   return *this;
}

report& report::operator=( report&& other ) noexcept
{
   if( this != &other ) {
      prepared_ = std::move( other.prepared_ );
      verdict_ = other.verdict_;
      url_ = std::move( other.url_ );
      diagnosis_ = std::move( other.diagnosis_ );
      warnings_ = std::move( other.warnings_ );
      fix_ = std::move( other.fix_ );
      rebind();
   }
   return *this;
}

// The verdict's scheme is a prefix of the text and the url_view's tree holds
// offsets: pointing both at this object's text is all it takes.
void report::rebind() noexcept
{
   const std::string_view text = prepared_.text();
   if( verdict_.scheme ) {
      verdict_.scheme = text.substr( 0, verdict_.scheme->size() );
   }
   if( url_ ) {
      url_view_access::rebind( *url_, text );
   }
}

}  // namespace rfc1738
