// SPDX-License-Identifier: BSL-1.0
// Fuzz target `extract_html`: rfc1738::extract( text, document_format::html )
// on arbitrary text; the properties are those of fuzz/document.hpp.
#include "document.hpp"

extern "C" int LLVMFuzzerTestOneInput( const std::uint8_t* data, std::size_t size )
{
   rfc1738::fuzz::check_document( data, size, rfc1738::document_format::html );
   return 0;
}
