// SPDX-License-Identifier: BSL-1.0
// The grammar as the suite walks it: RFC 1738 §5 as the generator wrote it
// into generated/ (rfc1738/grammar/bnf_tree.hpp: each production's expression
// as grammar/rfc1738.bnf writes it, no rewrite; nothing is read or parsed at
// run time), with what the suite needs of each production and each part of
// it: nullable, finite, the productions it reaches, and the name of every
// choice point (alternation, option, repetition).
#ifndef RFC1738_TOOLS_SUITE_MODEL_HPP
#define RFC1738_TOOLS_SUITE_MODEL_HPP

#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

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
   /// The grammar of the generated production table.
   static const model& get();

   const expression& body( std::string_view production ) const;
   bool defined( std::string_view production ) const;
   /// The productions in the grammar's order.
   const std::vector< std::string >& productions() const { return order_; }
   /// The productions `url` derives through its alternatives, with otherurl
   /// followed to the production it names (genericurl): the targets.
   const std::vector< std::string >& targets() const { return targets_; }
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
   /// The choice points of the productions `url` reaches, in grammar order.
   const std::vector< choice_point >& points() const { return points_; }
   const choice_point* point( const expression* node ) const;
   /// The component positions: the productions `url` reaches whose language
   /// is infinite.
   const std::vector< std::string >& positions() const { return positions_; }
   const std::vector< byte_class >& classes() const { return classes_; }
   /// The rewrite of a production (empty: none), from the production table.
   std::string_view rewrite( std::string_view production ) const;

   /// The expression in the BNF's notation, nested parts shortened to […].
   static std::string describe( const expression& e, int depth = 1 );

private:
   model();
   void add_points( const std::string& production, const expression& e );

   std::vector< definition > definitions_;
   std::map< std::string, const expression*, std::less<> > bodies_;
   std::map< std::string, std::set< std::string >, std::less<> > reach_;
   std::vector< std::string > order_;
   std::vector< std::string > targets_;
   std::vector< choice_point > points_;
   std::map< const expression*, std::size_t > point_of_;
   std::vector< std::string > positions_;
   std::vector< byte_class > classes_;
   mutable std::map< const expression*, std::size_t > shortest_;
};

}  // namespace rfc1738::suite

#endif
