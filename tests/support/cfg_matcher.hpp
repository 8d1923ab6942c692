// SPDX-License-Identifier: BSL-1.0
// Independent reference matcher for the RFC 1738 Section 5 BNF.
//
// This component deliberately shares no code with the PEGTL parser it is
// used to check.  It reads the grammar file itself (hand-written recursive
// descent reader), interprets it as a context-free grammar -- alternatives
// are unordered, repetitions are not greedy -- and decides membership with a
// Thompson NFA (every production reference inlined) that is determinised
// lazily, one transition at a time.
//
// Notation accepted (RFC 822 style, as used by RFC 1738 Section 5):
//   name = expr        a production starts with a name in column 1; lines that
//                      start with whitespace continue the previous production
//   ; comment          to end of line (not inside a quoted literal)
//   "text"             literal, case-sensitive, no escapes inside
//   <">                the single double-quote character
//   a | b              alternatives (lowest precedence)
//   a b                sequence
//   [ x ]              optional
//   ( x )              grouping
//   n*m elem           repetition, n defaults to 0, m to unbounded; when elem
//                      is "[ x ]" the repeated element is x (so 1*[ x ] means
//                      one or more x)
// Names consist of letters, digits, '-', '+' and '_' and start with a letter.
// Errors are reported as std::runtime_error("file:line:col: message").
//
// It also reads, with a reader of its own, the notation of the March 1994
// draft-ietf-uri-url-03 (grammar/draft-ietf-uri-url-03.bnf) and the
// definitions of its readings file (grammar/draft-ietf-uri-url-03.readings):
//   name definition    a production is a paragraph (lines up to an empty one)
//   a b                sequence; a word of one character is that character,
//                      "space" is " ", "vline" is "|", any longer word a name
//   a | b, [ x ]       alternatives, optional part; "[", "]" and "|" are
//                      operators even when attached to a character ("[/"),
//                      except that "[" or "]" alone between "|"s (or the ends
//                      of the definition) is that character
//   (nothing)          an empty definition is the empty string ("void")
// The draft's productions recurse; recursion is accepted only on the right
// (the last thing a definition does), where the NFA loops back.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rfc1738::test::cfg {

// Renders bytes as a double-quoted C string literal (printable ASCII as is,
// everything else escaped) for test failure messages.
std::string quote(std::string_view bytes);

struct location {
  int line = 0;    // 1-based
  int column = 0;  // 1-based, in bytes
};

struct node {
  enum class kind {
    literal,      // text = the bytes to match (may be empty)
    reference,    // text = the production name
    sequence,     // children in order
    alternation,  // any one child
    optional,     // one child, zero or one time
    repetition,   // one child, min..max times
  };
  kind type = kind::literal;
  std::string text;
  std::vector<node> children;
  unsigned min = 0;             // repetition only
  std::optional<unsigned> max;  // repetition only; nullopt = unbounded
  location where;
};

struct production {
  std::string name;
  node body;
  location where;
};

class grammar {
 public:
  static grammar from_file(const std::string& path);
  static grammar from_text(std::string_view text, const std::string& name = "<text>");
  // The draft's BNF with its readings: every one (edition draft-03), or, with
  // literal, all but the typos (edition draft-03-literal).
  static grammar from_draft_files(const std::string& bnf_path, const std::string& readings_path, bool literal);
  static grammar from_draft_text(std::string_view bnf, std::string_view readings, bool literal,
                                 const std::string& bnf_name = "<draft>", const std::string& readings_name = "<readings>");

  const std::vector<std::string>& productions() const { return names_; }  // file order
  bool has(std::string_view name) const;
  const production& get(std::string_view name) const;  // throws std::out_of_range
  const std::string& source_name() const { return source_; }

 private:
  grammar() = default;
  std::string source_;
  std::vector<std::string> names_;
  std::vector<production> rules_;
  std::map<std::string, std::size_t, std::less<>> index_;
  void index_rules(bool right_recursion_allowed);
};

// Full-match language of one production, as a lazily built DFA.
class matcher {
 public:
  matcher(const grammar& g, std::string_view production);  // throws std::invalid_argument for an unknown name

  using state = std::int32_t;

  state start() const { return start_; }

  // Memoised: an explored transition is one array lookup.
  state step(state s, unsigned char c) {
    const state t = table_[static_cast<std::size_t>(s) * 256u + c];
    return t >= 0 ? t : explore(s, c);
  }

  bool accepting(state s) const { return accepting_[static_cast<std::size_t>(s)] != 0; }
  // No accepting state is reachable from s.
  bool dead(state s) const { return dead_[static_cast<std::size_t>(s)] != 0; }

  bool matches(std::string_view s);
  // Length of the longest prefix of s that is a prefix of some member of the
  // language (s.size() if s itself is such a prefix).  0 if the language is empty.
  std::size_t viable_prefix(std::string_view s);

  std::size_t dfa_states() const { return subsets_.size(); }
  std::size_t nfa_states() const { return nfa_.size(); }

 private:
  struct nfa_state {
    // Either a byte transition (next >= 0, on any byte in bytes) or only
    // epsilon edges; the final state has neither.
    std::array<std::uint64_t, 4> bytes{};
    std::int32_t next = -1;
    std::vector<std::int32_t> eps;
  };
  struct fragment {
    std::int32_t in;
    std::int32_t out;  // has no outgoing edges yet
  };
  struct subset_hash {
    std::size_t operator()(const std::vector<std::int32_t>& v) const noexcept;
  };

  std::int32_t new_state();
  fragment build(const grammar& g, const node& n);
  using byteset = std::array<std::uint64_t, 4>;
  fragment build_byteset(const byteset& bytes);
  // The language of n as a set of one-byte strings, if it is one.
  std::optional<byteset> byteset_of(const grammar& g, const node& n);

  // Epsilon closure of the seeds, reduced to the states that matter (byte
  // states and the final state) that can still reach the final state.
  std::vector<std::int32_t> close(std::vector<std::int32_t> seeds);
  state intern(std::vector<std::int32_t> subset);
  state explore(state s, unsigned char c);

  // The productions being inlined, outermost first: a reference to one of
  // them (right recursion) loops back to its entry.
  struct open_rule {
    std::string name;
    std::int32_t in;
    std::vector<std::int32_t> pending;  // states to reach from the rule's end
  };
  std::vector<open_rule> open_;
  std::size_t tail_from_ = 0;  // open_[i], i >= tail_from_: only tail positions since it opened

  std::vector<nfa_state> nfa_;
  std::int32_t final_ = -1;
  std::vector<char> coreachable_;
  std::map<std::string, std::optional<byteset>, std::less<>> byteset_cache_;

  std::vector<std::uint32_t> mark_;  // closure scratch
  std::uint32_t stamp_ = 0;

  std::vector<std::vector<std::int32_t>> subsets_;  // DFA state -> NFA subset (sorted)
  std::unordered_map<std::vector<std::int32_t>, state, subset_hash> ids_;
  std::vector<state> table_;  // subsets_.size() * 256, -1 = not explored yet
  std::vector<char> accepting_;
  std::vector<char> dead_;
  state start_ = -1;
};

// Random derivations from the grammar (a random walk over the CFG).
class sampler {
 public:
  sampler(const grammar& g, std::uint64_t seed);
  // Alternatives are chosen uniformly, an optional part is present with
  // probability 1/2, a repetition count is uniform in [min, min + max_repeat]
  // (clipped to the repetition's maximum).  Throws std::invalid_argument for
  // an unknown production.
  std::string sample(std::string_view production, unsigned max_repeat = 4);

 private:
  void walk(const node& n, unsigned max_repeat, std::string& out);
  std::uint64_t below(std::uint64_t n);  // uniform in [0, n)
  grammar g_;
  std::mt19937_64 rng_;
};

}  // namespace rfc1738::test::cfg
