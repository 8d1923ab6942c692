// SPDX-License-Identifier: BSL-1.0
#include "rfc1738/views/wais.hpp"

#include "rfc1738/port.hpp"
#include "parser/tree_text.hpp"

namespace rfc1738 {

namespace {

// The waisdatabase, waisindex or waisdoc node: the waisurl node's only child,
// the next node in pre-order.
constexpr std::size_t form_node( std::size_t at ) noexcept
{
   return at + 1;
}

}  // namespace

wais_view::wais_view( std::string_view input, const parse_tree& tree, std::size_t at ) noexcept
   : hostport_view( input, tree, detail::child_index( tree, form_node( at ), production::hostport ), detail::default_port_of< production::waisurl > )
{
   const auto form = form_node( at );
   form_ = tree[ form ].id == production::waisdoc ? wais_form::waisdoc : tree[ form ].id == production::waisindex ? wais_form::waisindex : wais_form::waisdatabase;
   database_ = encoded_view( detail::text( input, tree, detail::child_index( tree, form, production::database ) ) );
   search_ = detail::child_encoded( input, tree, form, production::search );
   wtype_ = detail::child_encoded( input, tree, form, production::wtype );
   wpath_ = detail::child_encoded( input, tree, form, production::wpath );
}

}  // namespace rfc1738
