// SPDX-License-Identifier: BSL-1.0
// The line engine's tally: what `rfc1738 check` counts of its inputs (the
// inputs, how many conform, how many are valid, the lines skipped, the
// fragments split off, the inputs by the production that derives them) and
// its summaries (--summary=text, --summary=json). The program's (one thread,
// or -j's chunks added up) and rfc1738.dask's (each partition's pass over
// lines, verdict_rows.hpp, added up on the client: python/bind_batch.cpp's
// _Tally): one count, one writer, the same bytes.
#ifndef RFC1738_ENGINE_TALLY_HPP
#define RFC1738_ENGINE_TALLY_HPP

#include <array>
#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <rfc1738.hpp>

namespace rfc1738::engine {

struct tally {
   std::size_t inputs = 0, conforming = 0, valid = 0, skipped = 0;
   std::size_t fragments = 0;   // --fragment=split: the inputs with a "#"
   bool split = false;          // --fragment=split: the summaries count them
   rfc1738::edition edition = rfc1738::edition::rfc1738;   // the summaries name another
   // Inputs by the production that derives them (RFC 1738's); the last, not a url.
   std::array< std::size_t, grammar::production_count + 1 > by_production{};
   // Another edition's verdicts: by the production's name, in the order
   // first seen (a few names: the edition's alternatives of its top
   // production or url, and not a url), each kept as text with the address
   // it was last seen at. The library's names are in its tables (static
   // storage), each viewed at one address, so a verdict is found by where
   // its name is before its bytes are compared (100 instructions a line by
   // a map of names, 40 by this); a name in other bytes (a copy) is
   // found by its text.
   struct verdict_count {
      const char* at;      // where the name was last seen
      std::string name;
      std::size_t count;
   };
   std::vector< verdict_count > by_verdict;
   // Counts read back from a summary (rfc1738.dask): by the production's name.
   std::map< std::string, std::size_t, std::less<> > by_name;

   // One input: valid, conforms, and the RFC 1738 production that derives
   // it (`derived`: its index; grammar::production_count when none).
   void count( const bool is_valid, const bool conforms, const std::size_t derived, const bool fragment ) noexcept
   {
      ++inputs;
      conforming += conforms ? 1 : 0;
      valid += is_valid ? 1 : 0;
      fragments += fragment ? 1 : 0;
      ++by_production[ derived ];
   }

   // One input with RFC 1738's verdict (rfc1738::check).
   void count( const rfc1738::verdict& v, const bool fragment ) noexcept
   {
      count( v.valid, v.conforms, v.derived_by ? static_cast< std::size_t >( *v.derived_by ) : grammar::production_count, fragment );
   }

   // One input with another edition's verdict: by the production's name.
   void count( const rfc1738::edition_verdict& v, const bool fragment );

   // Adds the counts of `other` (a chunk's, -j; a partition's, rfc1738.dask)
   // to these; its split, and its edition when not rfc1738, too.
   void add( const tally& other );

   // The productions that derived an input, by name, with their counts.
   [[nodiscard]] std::map< std::string_view, std::size_t > named() const;
};

// `rfc1738 check --summary=json`'s line (and its LF): {"edition" when not
// rfc1738, "inputs", "conforming", "valid_not_conforming", "not_url",
// "skipped", "fragments" when split, "by_production": {name: count, ...}
// in the order of the names' bytes}.
void write_json_summary( std::string& out, const tally& t );

// `rfc1738 check --summary=text`'s lines: "N inputs: N conform, N valid but
// not conforming, N not a url" (the fragments split off, the lines skipped),
// then a line per production with its count.
void write_text_summary( std::string& out, const tally& t );

}  // namespace rfc1738::engine

#endif
