// SPDX-License-Identifier: BSL-1.0
// Private: the vector instructions the fast path's masks (form_proof.hpp) are
// built with and the verdict walk's skips read with (verdict_walk.hpp), asked of
// the processor once and capped by the environment (RFC1738_ISA), so that
// the SSSE3 path can be measured and tested on a processor that has more.
#ifndef RFC1738_SRC_PARSER_ISA_HPP
#define RFC1738_SRC_PARSER_ISA_HPP

#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <string_view>

/// The target of every function built with AVX-512 (the masks', the
/// split's, the walk's and the checks' functions of that set), and what
/// processor_isa asks for before it says avx512. AVX-512VL (every processor with AVX-512BW has it) is there
/// for the compiler: clang 14 at -O2 auto-vectorises split_avx512's 8-byte
/// compares to a 512-bit compare it cannot select without it.
#define RFC1738_TARGET_AVX512 "avx512f,avx512bw,avx512vl"

namespace rfc1738::detail::masks {

// The vector instructions the masks are built with: SSSE3 (classify, 16
// bytes a step), AVX2 (classify_avx2, 32) or AVX-512BW (classify_avx512,
// 64), the best this processor has (asked once: processor_isa) unless the
// environment variable RFC1738_ISA caps it (best_isa); none, and the walk
// decides. In order: a cap keeps the lesser.
enum class isa : std::uint8_t {
   none,
   ssse3,
   avx2,
   avx512,
};

/// The setting of RFC1738_ISA that names each (isa_names[ i ] names isa i).
inline constexpr std::string_view isa_names[] = { "none", "ssse3", "avx2", "avx512" };

[[nodiscard]] inline isa processor_isa() noexcept
{
#if defined( __x86_64__ ) && ( defined( __GNUC__ ) || defined( __clang__ ) )
   static const isa best = [] {
      __builtin_cpu_init();
      if( __builtin_cpu_supports( "avx512f" ) != 0 && __builtin_cpu_supports( "avx512bw" ) != 0 && __builtin_cpu_supports( "avx512vl" ) != 0 ) {
         return isa::avx512;
      }
      if( __builtin_cpu_supports( "avx2" ) != 0 ) {
         return isa::avx2;
      }
      return __builtin_cpu_supports( "ssse3" ) != 0 ? isa::ssse3 : isa::none;
   }();
   return best;
#else
   return isa::none;
#endif
}

// `best` capped by a setting of RFC1738_ISA: "ssse3" or "avx2" (the path
// of a processor without AVX-512BW or AVX2, on one that has it:
// BENCHMARKS.md measures it so), "none" (no masks: the verdict walk alone);
// unset or any other value, `best`. Never more than the processor has.
[[nodiscard]] inline isa capped_isa( const isa best, const char* setting ) noexcept
{
   const std::string_view s = setting == nullptr ? std::string_view() : std::string_view( setting );
   isa cap = isa::avx512;
   for( std::size_t i = 0; i < std::size( isa_names ); ++i ) {
      if( s == isa_names[ i ] ) {
         cap = static_cast< isa >( i );
      }
   }
   return cap < best ? cap : best;
}

// What the masks are built with: processor_isa() capped by RFC1738_ISA,
// read once.
[[nodiscard]] inline isa best_isa() noexcept
{
   static const isa best = capped_isa( processor_isa(), std::getenv( "RFC1738_ISA" ) );
   return best;
}

/// best_isa(), read once before main: what the verdict walk skips runs with
/// (AVX-512BW: 64 bytes a step; AVX2: 32; SSSE3: 16; none: SSE2's range
/// tests). A namespace variable is one load a walk, where a function's
/// static is a call and its guard (13 instructions a check of an edition).
/// Read before it is set (from another static initialiser) it is none,
/// zero-initialised: the SSE2 walk, the same verdicts.
inline const isa walk_isa = best_isa();

}  // namespace rfc1738::detail::masks

#endif
