// SPDX-License-Identifier: BSL-1.0
// What rfc1738::build shares with rfc1738::compose: a URL form's pieces
// written from its components' encoded values, and checked.
#ifndef RFC1738_SRC_COMPOSE_DETAIL_HPP
#define RFC1738_SRC_COMPOSE_DETAIL_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "rfc1738/encode.hpp"
#include "rfc1738/grammar/components.hpp"

namespace rfc1738::compose_detail {

/// Each component's value as written in the URL, by component id.
using values_t = std::array< std::optional< std::string >, grammar::component_count >;

/// The URL of `form` (scheme `scheme`) from `values`, written by the form's
/// pieces as compose() writes it, and read back: it conforms and holds each
/// value; else the component that cannot be written, and why. `bare`: the
/// options written though they hold no component given (option_bit()).
built< std::string > write( const grammar::url_form_info& form, std::string_view scheme, const values_t& values, std::uint32_t bare );

/// The path `path` (decoded bytes) written as the form's segmented path
/// `c` (hpath, fpath, ppath): split by rfc1738::path_segments(), each
/// segment encoded for its segment production; nothing when `c` is not
/// that path of the form.
std::optional< built< std::string > > encode_path( const grammar::url_form_info& form, grammar::component c, std::string_view path );

/// The bit of option piece `i` of the form whose pieces begin at `root`,
/// for write()'s `bare`.
std::uint32_t option_bit( std::size_t root, std::size_t i ) noexcept;

}  // namespace rfc1738::compose_detail

#endif
