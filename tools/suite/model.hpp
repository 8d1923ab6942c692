// SPDX-License-Identifier: BSL-1.0
// The grammar as the suite walks it: RFC 1738 §5 as the generator wrote it
// into generated/ (rfc1738/grammar/bnf_tree.hpp: each production's expression
// as grammar/rfc1738.bnf writes it, no rewrite; nothing is read or parsed at
// run time), with what the suite needs of each production and each part of
// it: nullable, finite, the productions it reaches, and the name of every
// choice point (alternation, option, repetition).
#ifndef RFC1738_TOOLS_SUITE_MODEL_HPP
#define RFC1738_TOOLS_SUITE_MODEL_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "rfc1738/editions.hpp"

namespace rfc1738::suite {

/// One expression of RFC 1738 §5 (a node of the generated bnf_tree and the
/// nodes below it).
struct expression {
   enum class kind {
      name,          // a production, named
      literal,       // "..." or <">: the bytes of text
      sequence,      // juxtaposition
      alternation,   // a | b
      option,        // [ a ]
      repetition     // n*a, n*[ a ]: minimum or more
   };
   kind what = kind::name;
   std::string text;       // the name, or the literal's bytes
   unsigned minimum = 0;   // a repetition's n
   std::vector< expression > subs;
};

/// A production of RFC 1738 §5 and its expression.
struct definition {
   std::string name;   // as the RFC spells it
   expression body;
};

/// A byte class of the grammar: a production that is an alternation of
/// one-byte literals and not covered by the others (lowalpha, safe, ...),
/// or a class of the bytes no production names (NUL, CR, LF, other
/// controls, space, bytes >= 0x80).
struct byte_class {
   std::string name;
   std::vector< unsigned char > bytes;
};

/// A choice point of a production and the items it offers.
struct choice_point {
   const expression* node = nullptr;
   std::string production;
   std::string label;                  // "[user […] \"@\"]", "*[domainlabel \".\"]", ...
   std::vector< std::string > items;   // "login/[user […] \"@\"]:absent", ...
};

class model {
public:
   /// The grammar of edition e, as generated (rfc1738/bnf_trees.hpp).
   static const model& get( edition e = edition::rfc1738 );

   edition of() const { return of_; }
   /// The production every input is checked against (RFC 1738's url).
   const std::string& top() const { return top_; }
   /// The top, then the productions no production names: where derivations
   /// begin.
   const std::vector< std::string >& entries() const { return entries_; }
   /// The first entry that is or reaches `production`; empty when none does.
   const std::string& entry( std::string_view production ) const;
   /// "RFC 1738 §5", or the edition's name.
   std::string grammar_name() const;

   const expression& body( std::string_view production ) const;
   bool defined( std::string_view production ) const;
   /// The productions in the grammar's order.
   const std::vector< std::string >& productions() const { return order_; }
   /// The productions the top derives through its alternatives, with
   /// otherurl followed to the production it names (genericurl), then the
   /// other entries: the targets.
   const std::vector< std::string >& targets() const { return targets_; }
   /// t is one of the targets the top derives (not another entry).
   bool of_top( std::string_view t ) const { return std::find( targets_.begin(), targets_.begin() + static_cast< std::ptrdiff_t >( top_targets_ ), t ) != targets_.begin() + static_cast< std::ptrdiff_t >( top_targets_ ); }
   /// p names (directly or not) q.
   bool reaches( std::string_view p, std::string_view q ) const;
   bool reaches( const expression& e, std::string_view q ) const;
   bool nullable( const expression& e ) const;
   /// Nullable when every literal is taken as empty: the names can all be empty.
   bool names_nullable( const expression& e ) const;
   bool has_name( const expression& e ) const;
   /// The language of the production is infinite (it holds a repetition).
   bool infinite( std::string_view production ) const;
   std::size_t shortest( const expression& e ) const;
   /// The choice points of the productions the entries reach, in grammar
   /// order.
   const std::vector< choice_point >& points() const { return points_; }
   const choice_point* point( const expression* node ) const;
   /// The component positions: the productions the entries reach whose
   /// language is infinite.
   const std::vector< std::string >& positions() const { return positions_; }
   const std::vector< byte_class >& classes() const { return classes_; }
   /// The rewrite of a production (empty: none), from the production table.
   std::string_view rewrite( std::string_view production ) const;

   /// The expression in the BNF's notation, nested parts shortened to […].
   static std::string describe( const expression& e, int depth = 1 );

private:
   explicit model( edition e );
   void add_points( const std::string& production, const expression& e );

   edition of_;
   std::string top_;
   std::vector< std::string > entries_;
   std::vector< definition > definitions_;
   std::map< std::string, const expression*, std::less<> > bodies_;
   std::map< std::string, std::set< std::string >, std::less<> > reach_;
   std::vector< std::string > order_;
   std::vector< std::string > targets_;
   std::size_t top_targets_ = 0;   // targets_[ 0 ] ... the top's
   std::vector< choice_point > points_;
   std::map< const expression*, std::size_t > point_of_;
   std::vector< std::string > positions_;
   std::vector< byte_class > classes_;
   mutable std::map< const expression*, std::size_t > shortest_;
};

}  // namespace rfc1738::suite

#endif
