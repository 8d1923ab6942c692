// SPDX-License-Identifier: BSL-1.0
// Independent reference matcher for the RFC 1738 Section 5 BNF; see
// cfg_matcher.hpp.  Uses nothing but the standard library.
#include "cfg_matcher.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "cfg_detail.hpp"

namespace rfc1738::test::cfg {

// ---------------------------------------------------------------- quote ---

std::string quote(std::string_view bytes) {
  static const char hex[] = "0123456789abcdef";
  std::string out = "\"";
  bool after_hex_escape = false;
  for (const char ch : bytes) {
    const auto c = static_cast<unsigned char>(ch);
    const bool is_hex_digit = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    if (after_hex_escape && is_hex_digit) {
      out += "\"\"";  // keep "\x01" "a" from reading as "\x01a"
    }
    after_hex_escape = false;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c >= 0x20 && c < 0x7f) {
          out += static_cast<char>(c);
        } else {
          out += "\\x";
          out += hex[c >> 4];
          out += hex[c & 15];
          after_hex_escape = true;
        }
    }
  }
  out += '"';
  return out;
}

// --------------------------------------------------------------- reader ---

namespace {

using detail::notation;
using detail::tok;
using detail::token;


[[noreturn]] void fail(const std::string& file, location where, const std::string& message) {
  std::ostringstream os;
  os << file << ':' << where.line << ':' << where.column << ": " << message;
  throw std::runtime_error(os.str());
}

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_name_char(char c) { return is_letter(c) || is_digit(c) || c == '-' || c == '+' || c == '_'; }

std::string describe_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7f) {
    return std::string("'") + c + "'";
  }
  std::ostringstream os;
  os << "byte 0x" << std::hex << static_cast<unsigned>(u);
  return os.str();
}

std::string describe(const token& t, notation n) {
  switch (t.type) {
    case tok::name: return "name '" + t.text + "'";
    case tok::literal: return "literal " + quote(t.text);
    case tok::quoted: return "quoted string " + quote(t.text);
    case tok::bytes:
    case tok::range: return "a %-value";
    case tok::prose: return "prose value <" + t.text + ">";
    case tok::alt: return "'" + t.text + "'";
    case tok::lbracket: return "'['";
    case tok::rbracket: return "']'";
    case tok::lparen: return "'('";
    case tok::rparen: return "')'";
    case tok::repeat: return n == notation::abnf ? "a repeat" : "repetition '*'";
    case tok::equals: return "'='";
    case tok::equals_slash: return "'=/'";
    case tok::end: return "end of file";
  }
  return "?";
}

// exact_counts: RFC 822 section 2.8's <n>element (n*n), read for the URI
// editions; RFC 1738's reader refuses a number without '*'.
std::vector<token> tokenize(std::string_view text, const std::string& file, bool exact_counts = false) {
  std::vector<token> out;
  int line = 1;
  std::size_t line_start = 0;
  std::size_t i = 0;
  const auto here = [&](std::size_t at) { return location{line, static_cast<int>(at - line_start) + 1}; };
  const auto number = [&](std::size_t& at) {
    const std::size_t from = at;
    unsigned value = 0;
    while (at < text.size() && is_digit(text[at])) {
      if (at - from >= 6) {
        fail(file, here(from), "repetition count too large");
      }
      value = value * 10 + static_cast<unsigned>(text[at] - '0');
      ++at;
    }
    return value;
  };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '\n') {
      ++line;
      line_start = ++i;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      ++i;
      continue;
    }
    if (c == ';') {
      while (i < text.size() && text[i] != '\n') {
        ++i;
      }
      continue;
    }
    token t;
    t.where = here(i);
    if (c == '"') {
      const std::size_t close = text.find_first_of("\"\n", i + 1);
      if (close == std::string_view::npos || text[close] != '"') {
        fail(file, t.where, "unterminated literal");
      }
      t.type = tok::literal;
      t.text = std::string(text.substr(i + 1, close - i - 1));
      i = close + 1;
    } else if (c == '<' && exact_counts && text.substr(i, 3) != "<\">") {
      // The URI editions: a prose value, kept as a name beginning with '<'
      // that its reading replaces (cfg_editions.cpp).
      const std::size_t close = text.find_first_of(">\n", i + 1);
      if (close == std::string_view::npos || text[close] != '>') {
        fail(file, t.where, "unterminated prose value");
      }
      t.type = tok::name;
      t.text = std::string(text.substr(i, close - i + 1));
      i = close + 1;
    } else if (c == '<') {
      if (text.substr(i, 3) != "<\">") {
        fail(file, t.where, "'<' is only valid as <\"> (the double-quote character)");
      }
      t.type = tok::literal;
      t.text = "\"";
      i += 3;
    } else if (is_letter(c)) {
      const std::size_t from = i;
      while (i < text.size() && is_name_char(text[i])) {
        ++i;
      }
      t.type = tok::name;
      t.text = std::string(text.substr(from, i - from));
    } else if (is_digit(c) || c == '*') {
      t.type = tok::repeat;
      if (c != '*') {
        t.min = number(i);
        if (i >= text.size() || text[i] != '*') {
          if (!exact_counts) {
            fail(file, t.where, "a number is only valid as a repetition count directly before '*'");
          }
          t.max = t.min;  // <n>element: exactly n
          out.push_back(std::move(t));
          continue;
        }
      }
      ++i;  // the '*'
      if (i < text.size() && is_digit(text[i])) {
        t.max = number(i);
        if (*t.max < t.min) {
          fail(file, t.where, "repetition maximum is below its minimum");
        }
      }
    } else if (detail::bracket(c, t.type)) {
      ++i;
    } else {
      switch (c) {
        case '|':
          t.type = tok::alt;
          t.text = "|";
          break;
        case '=': t.type = tok::equals; break;
        default:
          fail(file, t.where,
               "unexpected character " + describe_char(c) + " (not valid notation; literal text must be quoted)");
      }
      ++i;
    }
    out.push_back(std::move(t));
  }
  token end;
  end.type = tok::end;
  end.where = here(i);
  out.push_back(std::move(end));
  return out;
}

node literal_node(std::string text, location where) {
  node n;
  n.type = node::kind::literal;
  n.text = std::move(text);
  n.where = where;
  return n;
}

// A quoted string of ABNF, which matches either case of its letters.
node case_insensitive(const std::string& text, location where) {
  std::vector<node> parts;
  std::string run;
  for (const char c : text) {
    if (!is_letter(c)) {
      run += c;
      continue;
    }
    if (!run.empty()) {
      parts.push_back(literal_node(std::move(run), where));
      run.clear();
    }
    node alt;
    alt.type = node::kind::alternation;
    alt.where = where;
    const char low = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    alt.children.push_back(literal_node(std::string(1, low), where));
    alt.children.push_back(literal_node(std::string(1, static_cast<char>(low - 'a' + 'A')), where));
    parts.push_back(std::move(alt));
  }
  if (!run.empty() || parts.empty()) {
    parts.push_back(literal_node(std::move(run), where));
  }
  if (parts.size() == 1) {
    return std::move(parts.front());
  }
  node seq;
  seq.type = node::kind::sequence;
  seq.where = where;
  seq.children = std::move(parts);
  return seq;
}

// The one reader of rules, over the tokens of either notation.
class parser {
 public:
  parser(std::vector<token> tokens, std::string file, notation n) : toks_(std::move(tokens)), file_(std::move(file)), n_(n) {}

  std::vector<detail::rule> rules() {
    std::vector<detail::rule> out;
    while (peek().type != tok::end) {
      const token& head = peek();
      if (head.where.column != 1 || (abnf() && head.type != tok::name)) {
        fail(file_, head.where, "expected a " + what() + " name in column 1, found " + describe(head, n_));
      }
      if (head.type != tok::name) {
        fail(file_, head.where, "expected a production name, found " + describe(head, n_));
      }
      detail::rule r;
      r.p.name = head.text;
      r.p.where = head.where;
      ++pos_;
      if (boundary() || (peek().type != tok::equals && peek().type != tok::equals_slash)) {
        fail(file_, peek().where,
             std::string("expected '='") + (abnf() ? " or '=/'" : "") + " after " + what() + " name '" + r.p.name + "', found " + describe(peek(), n_));
      }
      r.incremental = peek().type == tok::equals_slash;
      ++pos_;
      r.p.body = alternation();
      if (!boundary()) {
        fail(file_, peek().where, "unexpected " + describe(peek(), n_) + " in " + what() + " '" + r.p.name + "'");
      }
      out.push_back(std::move(r));
    }
    return out;
  }

 private:
  bool abnf() const { return n_ == notation::abnf; }
  std::string what() const { return abnf() ? "rule" : "production"; }
  const token& peek() const { return toks_[pos_]; }
  // End of the current rule: end of input, a token in column 1, or (ABNF) a
  // token after an empty line or a line in column 1 (a comment).
  bool boundary() const { return peek().type == tok::end || peek().where.column == 1 || peek().broken; }
  bool starts_element() const {
    if (boundary()) {
      return false;
    }
    switch (peek().type) {
      case tok::name:
      case tok::literal:
      case tok::quoted:
      case tok::bytes:
      case tok::range:
      case tok::prose:
      case tok::lbracket:
      case tok::lparen:
      case tok::repeat: return true;
      default: return false;
    }
  }
  void expect(tok type, const char* wanted) {
    if (boundary() || peek().type != type) {
      fail(file_, peek().where, std::string("expected ") + wanted + ", found " + describe(peek(), n_));
    }
    ++pos_;
  }
  // What may begin an element, for messages.
  std::string elements() const {
    return abnf() ? "a rule name, a quoted string, a %-value, '(' or '['" : "a name, literal, '[' or '('";
  }

  node alternation() {
    node first = sequence();
    if (boundary() || peek().type != tok::alt) {
      return first;
    }
    node alt;
    alt.type = node::kind::alternation;
    alt.where = first.where;
    alt.children.push_back(std::move(first));
    while (!boundary() && peek().type == tok::alt) {
      ++pos_;
      alt.children.push_back(sequence());
    }
    return alt;
  }

  node sequence() {
    if (!starts_element()) {
      fail(file_, peek().where,
           (abnf() ? "expected a rule name, a quoted string, a %-value, '(', '[' or a repeat, found "
                   : "expected a name, literal, '[', '(' or repetition, found ") +
               describe(peek(), n_));
    }
    std::vector<node> items;
    items.push_back(element());
    while (starts_element()) {
      if (!peek().spaced) {
        fail(file_, peek().where,
             "white space must separate the elements of a concatenation (RFC 5234 section 4), found " + describe(peek(), n_) +
                 " right after the element before it");
      }
      items.push_back(element());
    }
    if (items.size() == 1) {
      return std::move(items.front());
    }
    node seq;
    seq.type = node::kind::sequence;
    seq.where = items.front().where;
    seq.children = std::move(items);
    return seq;
  }

  node element() {
    if (peek().type != tok::repeat) {
      return primary(false);
    }
    const token& r = peek();
    node rep;
    rep.type = node::kind::repetition;
    rep.where = r.where;
    rep.min = r.min;
    rep.max = r.max;
    ++pos_;
    if (!starts_element() || peek().type == tok::repeat) {
      fail(file_, peek().where,
           (abnf() ? "expected an element after the repeat, found " : "expected " + elements() + " after '*', found ") + describe(peek(), n_));
    }
    if (abnf() && peek().spaced) {
      fail(file_, peek().where, "a repeat is written directly before its element (RFC 5234 section 3.6)");
    }
    if (peek().type == tok::lbracket && n_ == notation::edition) {
      fail(file_, peek().where,
           "a repetition of an optional part is ambiguous (RFC 1738 reads 1*[ x ] as 1*x, RFC 822 as *x); "
           "write n*( x )");
    }
    if (peek().type == tok::lbracket && n_ == notation::rfc1738) {
      // n*[ x ] repeats x itself (RFC 1738 usage: 1*[ x ] is one or more x).
      ++pos_;
      rep.children.push_back(alternation());
      expect(tok::rbracket, "']'");
    } else {
      rep.children.push_back(primary(rep.max && *rep.max == 0));
    }
    return rep;
  }

  // prose_empty: directly under a repeat of at most 0, where an ABNF prose
  // value is the empty string.
  node primary(bool prose_empty) {
    const token& t = peek();
    node n;
    n.where = t.where;
    switch (t.type) {
      case tok::name:
        n.type = node::kind::reference;
        n.text = t.text;
        ++pos_;
        return n;
      case tok::literal:
      case tok::bytes:
        n.type = node::kind::literal;
        n.text = t.text;
        ++pos_;
        return n;
      case tok::quoted:
        ++pos_;
        return case_insensitive(t.text, t.where);
      case tok::range:
        ++pos_;
        if (t.lo == t.hi) {
          return literal_node(std::string(1, static_cast<char>(t.lo)), t.where);
        }
        n.type = node::kind::alternation;
        for (unsigned b = t.lo; b <= t.hi; ++b) {
          n.children.push_back(literal_node(std::string(1, static_cast<char>(b)), t.where));
        }
        return n;
      case tok::prose:
        if (!prose_empty) {
          fail(file_, t.where, "prose value <" + t.text + "> is not a grammar (read only under a repeat of 0, as the empty string)");
        }
        ++pos_;
        return literal_node("", t.where);
      case tok::lbracket:
        ++pos_;
        n.type = node::kind::optional;
        n.children.push_back(alternation());
        expect(tok::rbracket, "']'");
        return n;
      case tok::lparen: {
        ++pos_;
        node inner = alternation();
        expect(tok::rparen, "')'");
        return inner;
      }
      default:
        fail(file_, t.where, "expected " + elements() + ", found " + describe(t, n_));
    }
  }

  std::vector<token> toks_;
  std::string file_;
  notation n_;
  std::size_t pos_ = 0;
};

void check_references(const node& n, const std::map<std::string, std::size_t, std::less<>>& index,
                      const std::string& file) {
  if (n.type == node::kind::reference && index.find(n.text) == index.end()) {
    fail(file, n.where, "undefined name '" + n.text + "'");
  }
  for (const node& c : n.children) {
    check_references(c, index, file);
  }
}

// Depth-first search for a reference cycle; state: 0 new, 1 on stack, 2 done.
// Rule i was read from files[i] (for messages).
class recursion_check {
 public:
  recursion_check(const std::vector<production>& rules, const std::map<std::string, std::size_t, std::less<>>& index,
                  const std::vector<std::string>& files)
      : rules_(rules), index_(index), files_(files), state_(rules.size(), 0) {}

  void run() {
    for (std::size_t i = 0; i < rules_.size(); ++i) {
      visit(i);
    }
  }

 private:
  void visit(std::size_t i) {
    if (state_[i] == 2) {
      return;
    }
    state_[i] = 1;
    path_.push_back(i);
    walk(rules_[i].body);
    path_.pop_back();
    state_[i] = 2;
  }
  void walk(const node& n) {
    if (n.type == node::kind::reference) {
      const std::size_t j = index_.find(n.text)->second;
      if (state_[j] == 1) {
        std::string cycle;
        for (auto it = std::find(path_.begin(), path_.end(), j); it != path_.end(); ++it) {
          cycle += rules_[*it].name + " -> ";
        }
        cycle += rules_[j].name;
        fail(files_[path_.back()], n.where, "recursive grammar: " + cycle + " (only non-recursive grammars are supported)");
      }
      visit(j);
    }
    for (const node& c : n.children) {
      walk(c);
    }
  }

  const std::vector<production>& rules_;
  const std::map<std::string, std::size_t, std::less<>>& index_;
  const std::vector<std::string>& files_;
  std::vector<int> state_;
  std::vector<std::size_t> path_;
};

// ----------------------------------------------------- the draft's notation ---

struct draft_line {
  std::string_view text;
  int number = 0;
};

std::vector<draft_line> split_lines(std::string_view text) {
  std::vector<draft_line> out;
  int number = 1;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) {
      end = text.size();
    }
    std::string_view l = text.substr(at, end - at);
    if (!l.empty() && l.back() == '\r') {
      l.remove_suffix(1);
    }
    out.push_back({l, number++});
    at = end + 1;
  }
  return out;
}

bool is_blank(std::string_view l) { return l.find_first_not_of(" \t") == std::string_view::npos; }

struct draft_word {
  std::string text;
  location where;
};

std::vector<draft_word> draft_words(const std::vector<draft_line>& lines) {
  std::vector<draft_word> out;
  for (const draft_line& l : lines) {
    std::size_t i = 0;
    while (i < l.text.size()) {
      const char c = l.text[i];
      if (c == ' ' || c == '\t') {
        ++i;
        continue;
      }
      const location at{l.number, static_cast<int>(i) + 1};
      if (c == '|' || c == '[' || c == ']') {
        out.push_back({std::string(1, c), at});
        ++i;
        continue;
      }
      const std::size_t from = i;
      while (i < l.text.size() && l.text[i] != ' ' && l.text[i] != '\t' && l.text[i] != '|' && l.text[i] != '[' &&
             l.text[i] != ']') {
        ++i;
      }
      out.push_back({std::string(l.text.substr(from, i - from)), at});
    }
  }
  return out;
}

bool is_draft_name(const std::string& w) {
  return w.size() > 1 && is_letter(w[0]) && std::all_of(w.begin(), w.end(), is_name_char);
}

class draft_parser {
 public:
  draft_parser(std::vector<draft_word> words, std::string file) : w_(std::move(words)), file_(std::move(file)) {}

  production parse() {
    production p;
    if (w_.empty()) {
      throw std::logic_error("empty paragraph");
    }
    p.where = w_[0].where;
    if (!is_draft_name(w_[0].text) || w_[0].text == "space" || w_[0].text == "vline") {
      fail(file_, p.where, "expected a production name, found '" + w_[0].text + "'");
    }
    p.name = w_[0].text;
    pos_ = 1;
    p.body = alternation();
    if (pos_ < w_.size()) {
      fail(file_, w_[pos_].where, "unexpected '" + w_[pos_].text + "' in production '" + p.name + "'");
    }
    return p;
  }

 private:
  bool at_end() const { return pos_ >= w_.size(); }
  // "[" or "]" standing alone as an alternative is the character.
  bool lone_bracket() const {
    const std::string& t = w_[pos_].text;
    if (t != "[" && t != "]") {
      return false;
    }
    const bool before = pos_ == 1 || w_[pos_ - 1].text == "|";
    const bool after = pos_ + 1 == w_.size() || w_[pos_ + 1].text == "|";
    return before && after;
  }

  node alternation() {
    node alt;
    alt.type = node::kind::alternation;
    alt.where = at_end() ? w_.back().where : w_[pos_].where;
    alt.children.push_back(sequence());
    while (!at_end() && w_[pos_].text == "|" && !lone_bracket()) {
      if (alt.children.front().type == node::kind::literal && alt.children.front().text.empty()) {
        fail(file_, w_[pos_].where, "empty alternative");
      }
      ++pos_;
      alt.children.push_back(sequence());
      const node& last = alt.children.back();
      if (last.type == node::kind::literal && last.text.empty()) {
        fail(file_, w_[pos_ - 1].where, "empty alternative");
      }
    }
    if (alt.children.size() == 1) {
      return std::move(alt.children.front());
    }
    return alt;
  }

  node sequence() {
    node seq;
    seq.type = node::kind::sequence;
    seq.where = at_end() ? w_.back().where : w_[pos_].where;
    while (!at_end()) {
      const draft_word& w = w_[pos_];
      if (lone_bracket()) {
        push_char(seq, w.text, w.where);
        ++pos_;
        continue;
      }
      if (w.text == "|" || w.text == "]") {
        break;
      }
      if (w.text == "[") {
        ++pos_;
        node opt;
        opt.type = node::kind::optional;
        opt.where = w.where;
        opt.children.push_back(alternation());
        if (at_end() || w_[pos_].text != "]") {
          fail(file_, w.where, "'[' is not closed");
        }
        ++pos_;
        seq.children.push_back(std::move(opt));
        continue;
      }
      if (w.text == "space") {
        push_char(seq, " ", w.where);
      } else if (w.text == "vline") {
        push_char(seq, "|", w.where);
      } else if (w.text.size() == 1) {
        push_char(seq, w.text, w.where);
      } else if (is_draft_name(w.text)) {
        node r;
        r.type = node::kind::reference;
        r.text = w.text;
        r.where = w.where;
        seq.children.push_back(std::move(r));
      } else {
        fail(file_, w.where, "'" + w.text + "' is neither a single character nor a name");
      }
      ++pos_;
    }
    if (seq.children.size() == 1) {
      return std::move(seq.children.front());
    }
    if (seq.children.empty()) {  // the empty string
      node empty;
      empty.type = node::kind::literal;
      empty.where = seq.where;
      return empty;
    }
    return seq;
  }

  static void push_char(node& seq, const std::string& c, location where) {
    node l;
    l.type = node::kind::literal;
    l.text = c;
    l.where = where;
    seq.children.push_back(std::move(l));
  }

  std::vector<draft_word> w_;
  std::string file_;
  std::size_t pos_ = 0;
};

production draft_production(const std::vector<draft_line>& lines, const std::string& file) {
  return draft_parser(draft_words(lines), file).parse();
}

std::vector<production> draft_productions(std::string_view text, const std::string& file) {
  std::vector<production> out;
  std::vector<draft_line> paragraph;
  for (const draft_line& l : split_lines(text)) {
    if (is_blank(l.text)) {
      if (!paragraph.empty()) {
        out.push_back(draft_production(paragraph, file));
        paragraph.clear();
      }
      continue;
    }
    paragraph.push_back(l);
  }
  if (!paragraph.empty()) {
    out.push_back(draft_production(paragraph, file));
  }
  return out;
}

// A readings file as a list: directive lines (`@name value`) and definition
// paragraphs (directive empty), comments (`;`) dropped.
struct draft_block {
  std::string directive;
  std::string value;
  std::vector<draft_line> lines;
};

std::vector<draft_block> draft_blocks(std::string_view text, const std::string& file) {
  std::vector<draft_block> out;
  draft_block paragraph;
  const auto close = [&] {
    if (!paragraph.lines.empty()) {
      out.push_back(std::move(paragraph));
      paragraph = draft_block{};
    }
  };
  for (const draft_line& l : split_lines(text)) {
    if (is_blank(l.text) || l.text.front() == ';') {
      close();
      continue;
    }
    if (l.text.front() == '@') {
      close();
      const std::size_t space = l.text.find(' ');
      draft_block d;
      d.directive = std::string(l.text.substr(0, space));
      if (space != std::string_view::npos) {
        std::string_view v = l.text.substr(space + 1);
        while (!v.empty() && (v.back() == ' ' || v.back() == '\t')) {
          v.remove_suffix(1);
        }
        d.value = std::string(v);
      }
      if (d.directive.size() < 2) {
        fail(file, location{l.number, 1}, "a directive without a name");
      }
      out.push_back(std::move(d));
      continue;
    }
    paragraph.lines.push_back(l);
  }
  close();
  return out;
}

// Every recursion on the right: a reference to a production that leads back
// to the one being defined must be the last thing its definition does.  Rule
// i was read from files[i].
void right_recursion_check(const std::vector<production>& rules, const std::map<std::string, std::size_t, std::less<>>& index,
                           const std::vector<std::string>& files) {
  const std::size_t n = rules.size();
  std::vector<std::vector<char>> reach(n, std::vector<char>(n, 0));
  const auto direct = [&](const node& body, std::vector<std::size_t>& out) {
    std::vector<const node*> todo{&body};
    while (!todo.empty()) {
      const node* x = todo.back();
      todo.pop_back();
      if (x->type == node::kind::reference) {
        out.push_back(index.find(x->text)->second);
      }
      for (const node& c : x->children) {
        todo.push_back(&c);
      }
    }
  };
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<std::size_t> todo;
    direct(rules[i].body, todo);
    while (!todo.empty()) {
      const std::size_t j = todo.back();
      todo.pop_back();
      if (reach[i][j]) {
        continue;
      }
      reach[i][j] = 1;
      direct(rules[j].body, todo);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    const auto walk = [&](const auto& self, const node& x, bool tail) -> void {
      if (x.type == node::kind::reference) {
        const std::size_t j = index.find(x.text)->second;
        if ((j == i || reach[j][i]) && !tail) {
          fail(files[i], x.where, "'" + rules[i].name + "' recurs through '" + x.text + "' before its end (only right recursion is read)");
        }
        return;
      }
      for (std::size_t k = 0; k < x.children.size(); ++k) {
        bool t = tail;
        if (x.type == node::kind::sequence) {
          t = tail && k + 1 == x.children.size();
        } else if (x.type == node::kind::repetition) {
          t = false;
        }
        self(self, x.children[k], t);
      }
    };
    walk(walk, rules[i].body, true);
  }
}

}  // namespace

grammar grammar::from_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw std::runtime_error(path + ":1:1: cannot open grammar file");
  }
  std::ostringstream text;
  text << in.rdbuf();
  return from_text(text.str(), path);
}

grammar grammar::from_text(std::string_view text, const std::string& name) {
  grammar g;
  g.source_ = name;
  for (detail::rule& r : detail::read_rules(tokenize(text, name), name, notation::rfc1738)) {
    g.rules_.push_back(std::move(r.p));
  }
  g.index_rules(false);
  return g;
}

void grammar::index_rules(bool right_recursion_allowed) {
  if (files_.size() != rules_.size()) {
    files_.assign(rules_.size(), source_);  // one file
  }
  for (std::size_t i = 0; i < rules_.size(); ++i) {
    const production& p = rules_[i];
    const auto [it, fresh] = index_.emplace(p.name, i);
    if (!fresh) {
      fail(files_[i], p.where,
           "production '" + p.name + "' already defined at line " + std::to_string(rules_[it->second].where.line));
    }
    names_.push_back(p.name);
  }
  for (std::size_t i = 0; i < rules_.size(); ++i) {
    check_references(rules_[i].body, index_, files_[i]);
  }
  if (right_recursion_allowed) {
    right_recursion_check(rules_, index_, files_);
  } else {
    recursion_check(rules_, index_, files_).run();
  }
  if (fold_names_) {
    for (std::size_t i = 0; i < rules_.size(); ++i) {
      folded_.emplace(fold_name(rules_[i].name), i);
    }
  }
}

std::string grammar::fold_name(std::string_view name) {
  std::string out(name);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    }
  }
  return out;
}

bool detail::bracket(char c, tok& type) {
  switch (c) {
    case '(': type = tok::lparen; return true;
    case ')': type = tok::rparen; return true;
    case '[': type = tok::lbracket; return true;
    case ']': type = tok::rbracket; return true;
    default: return false;
  }
}

std::vector<detail::rule> detail::read_rules(std::vector<token> tokens, const std::string& file, notation n) {
  return parser(std::move(tokens), file, n).rules();
}

std::vector<production> detail::read_rfc822_edition(std::string_view text, const std::string& file) {
  std::vector<production> out;
  for (rule& r : read_rules(tokenize(text, file, true), file, notation::edition)) {
    out.push_back(std::move(r.p));
  }
  return out;
}

grammar grammar::from_draft_files(const std::string& bnf_path, const std::string& readings_path, bool literal) {
  const auto slurp = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      throw std::runtime_error(path + ":1:1: cannot open grammar file");
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  };
  return from_draft_text(slurp(bnf_path), slurp(readings_path), literal, bnf_path, readings_path);
}

grammar grammar::from_draft_text(std::string_view bnf, std::string_view readings, bool literal,
                                 const std::string& bnf_name, const std::string& readings_name) {
  grammar g;
  g.source_ = bnf_name;
  g.rules_ = draft_productions(bnf, bnf_name);
  // The readings: a block per `@reading`; its kind says whether the edition
  // applies its definition (typo: draft-03 only; repair, gap: both).
  std::string kind, replaces, defines;
  std::size_t applied = 0;
  for (const draft_block& b : draft_blocks(readings, readings_name)) {
    if (b.directive == "@reading") {
      kind.clear();
      replaces.clear();
      defines.clear();
    } else if (b.directive == "@kind") {
      kind = b.value;
    } else if (b.directive == "@replaces") {
      replaces = b.value;
    } else if (b.directive == "@defines") {
      defines = b.value;
    } else if (b.directive.empty()) {
      production p = draft_production(b.lines, readings_name);
      if (kind == "gap") {
        if (p.name != defines) {
          fail(readings_name, p.where, "a gap reading defines '" + defines + "', not '" + p.name + "'");
        }
        g.rules_.push_back(std::move(p));
        ++applied;
      } else if (kind == "repair" || kind == "typo") {
        auto it = std::find_if(g.rules_.begin(), g.rules_.end(), [&](const production& q) { return q.name == replaces; });
        if (it == g.rules_.end()) {
          fail(readings_name, p.where, "reading replaces '" + replaces + "', which the draft does not define");
        }
        if (kind == "repair" || !literal) {
          *it = std::move(p);
          ++applied;
        }
      } else {
        fail(readings_name, p.where, "a definition in a reading of kind '" + kind + "'");
      }
    }
  }
  if (applied == 0) {
    throw std::runtime_error(readings_name + ":1:1: no reading applied");
  }
  g.index_rules(true);
  return g;
}

bool grammar::has(std::string_view name) const {
  return fold_names_ ? folded_.find(fold_name(name)) != folded_.end() : index_.find(name) != index_.end();
}

const production& grammar::get(std::string_view name) const {
  if (fold_names_) {
    const auto it = folded_.find(fold_name(name));
    if (it != folded_.end()) {
      return rules_[it->second];
    }
  } else {
    const auto it = index_.find(name);
    if (it != index_.end()) {
      return rules_[it->second];
    }
  }
  throw std::out_of_range("no production named '" + std::string(name) + "'");
}

// -------------------------------------------------------------- matcher ---

namespace {
bool has_byte(const std::array<std::uint64_t, 4>& set, unsigned char c) { return ((set[c >> 6] >> (c & 63)) & 1u) != 0; }
void add_byte(std::array<std::uint64_t, 4>& set, unsigned char c) { set[c >> 6] |= std::uint64_t{1} << (c & 63); }
}  // namespace

std::size_t matcher::subset_hash::operator()(const std::vector<std::int32_t>& v) const noexcept {
  std::uint64_t h = 1469598103934665603ull;
  for (const std::int32_t x : v) {
    h ^= static_cast<std::uint32_t>(x);
    h *= 1099511628211ull;
  }
  return static_cast<std::size_t>(h ^ (h >> 29));
}

matcher::matcher(const grammar& g, std::string_view production) {
  if (!g.has(production)) {
    throw std::invalid_argument("no production named '" + std::string(production) + "'");
  }
  const fragment f = build(g, g.get(production).body);
  final_ = new_state();
  nfa_[static_cast<std::size_t>(f.out)].eps.push_back(final_);

  // Co-reachability: reverse edges, search back from the final state.
  const std::size_t n = nfa_.size();
  std::vector<std::vector<std::int32_t>> preds(n);
  for (std::size_t q = 0; q < n; ++q) {
    if (nfa_[q].next >= 0) {
      preds[static_cast<std::size_t>(nfa_[q].next)].push_back(static_cast<std::int32_t>(q));
    }
    for (const std::int32_t e : nfa_[q].eps) {
      preds[static_cast<std::size_t>(e)].push_back(static_cast<std::int32_t>(q));
    }
  }
  coreachable_.assign(n, 0);
  std::vector<std::int32_t> todo{final_};
  coreachable_[static_cast<std::size_t>(final_)] = 1;
  while (!todo.empty()) {
    const std::int32_t q = todo.back();
    todo.pop_back();
    for (const std::int32_t p : preds[static_cast<std::size_t>(q)]) {
      if (!coreachable_[static_cast<std::size_t>(p)]) {
        coreachable_[static_cast<std::size_t>(p)] = 1;
        todo.push_back(p);
      }
    }
  }

  mark_.assign(n, 0);
  start_ = intern(close({f.in}));
}

std::int32_t matcher::new_state() {
  nfa_.emplace_back();
  return static_cast<std::int32_t>(nfa_.size() - 1);
}

std::optional<matcher::byteset> matcher::byteset_of(const grammar& g, const node& n) {
  switch (n.type) {
    case node::kind::literal:
      if (n.text.size() == 1) {
        byteset s{};
        add_byte(s, static_cast<unsigned char>(n.text[0]));
        return s;
      }
      return std::nullopt;
    case node::kind::reference: {
      const auto it = byteset_cache_.find(n.text);
      if (it != byteset_cache_.end()) {
        return it->second;
      }
      byteset_cache_.emplace(n.text, std::nullopt);  // a production that names itself is no byte set
      const std::optional<byteset> s = byteset_of(g, g.get(n.text).body);
      byteset_cache_[n.text] = s;
      return s;
    }
    case node::kind::alternation: {
      byteset s{};
      for (const node& c : n.children) {
        const std::optional<byteset> cs = byteset_of(g, c);
        if (!cs) {
          return std::nullopt;
        }
        for (std::size_t k = 0; k < 4; ++k) {
          s[k] |= (*cs)[k];
        }
      }
      return s;
    }
    default: return std::nullopt;
  }
}

matcher::fragment matcher::build_byteset(const byteset& bytes) {
  const std::int32_t in = new_state();
  const std::int32_t out = new_state();
  nfa_[static_cast<std::size_t>(in)].bytes = bytes;
  nfa_[static_cast<std::size_t>(in)].next = out;
  return {in, out};
}

matcher::fragment matcher::build(const grammar& g, const node& n) {
  const auto eps = [this](std::int32_t from, std::int32_t to) {
    nfa_[static_cast<std::size_t>(from)].eps.push_back(to);
  };
  switch (n.type) {
    case node::kind::literal: {
      const std::int32_t in = new_state();
      std::int32_t cur = in;
      for (const char ch : n.text) {
        const std::int32_t nxt = new_state();
        add_byte(nfa_[static_cast<std::size_t>(cur)].bytes, static_cast<unsigned char>(ch));
        nfa_[static_cast<std::size_t>(cur)].next = nxt;
        cur = nxt;
      }
      return {in, cur};
    }
    case node::kind::reference: {
      if (const auto s = byteset_of(g, n)) {
        return build_byteset(*s);
      }
      for (std::size_t i = 0; i < open_.size(); ++i) {
        if (open_[i].name != n.text) {
          continue;
        }
        // Right recursion: back to the entry of the open production; when
        // that production ends, this reference has ended too.
        if (i < tail_from_) {
          throw std::logic_error("recursion through '" + n.text + "' is not on the right");
        }
        const fragment f{new_state(), new_state()};
        eps(f.in, open_[i].in);
        open_[i].pending.push_back(f.out);
        return f;
      }
      // Inline the production.
      const std::int32_t in = new_state();
      open_.push_back({n.text, in, {}});
      const fragment body = build(g, g.get(n.text).body);
      eps(in, body.in);
      for (const std::int32_t q : open_.back().pending) {
        eps(body.out, q);
      }
      open_.pop_back();
      if (tail_from_ > open_.size()) {
        tail_from_ = open_.size();
      }
      return {in, body.out};
    }
    case node::kind::sequence: {
      const std::size_t tail_from = tail_from_;
      if (n.children.size() > 1) {
        tail_from_ = open_.size();  // not the last element: no tail position
      }
      fragment whole = build(g, n.children.front());
      for (std::size_t i = 1; i < n.children.size(); ++i) {
        if (i + 1 == n.children.size()) {
          tail_from_ = tail_from;
        }
        const fragment f = build(g, n.children[i]);
        eps(whole.out, f.in);
        whole.out = f.out;
      }
      tail_from_ = tail_from;
      return whole;
    }
    case node::kind::alternation: {
      const fragment whole{new_state(), new_state()};
      byteset merged{};
      bool any_bytes = false;
      for (const node& c : n.children) {
        if (const auto s = byteset_of(g, c)) {
          for (std::size_t k = 0; k < 4; ++k) {
            merged[k] |= (*s)[k];
          }
          any_bytes = true;
          continue;
        }
        const fragment f = build(g, c);
        eps(whole.in, f.in);
        eps(f.out, whole.out);
      }
      if (any_bytes) {
        const fragment f = build_byteset(merged);
        eps(whole.in, f.in);
        eps(f.out, whole.out);
      }
      return whole;
    }
    case node::kind::optional: {
      const fragment f = build(g, n.children.front());
      const fragment whole{new_state(), new_state()};
      eps(whole.in, f.in);
      eps(whole.in, whole.out);
      eps(f.out, whole.out);
      return whole;
    }
    case node::kind::repetition: {
      const std::size_t tail_from = tail_from_;
      tail_from_ = open_.size();  // a repeated element is never in tail position
      struct restore {
        std::size_t& at;
        std::size_t value;
        ~restore() { at = value; }
      } restore_tail{tail_from_, tail_from};
      const std::int32_t in = new_state();
      std::int32_t cur = in;
      for (unsigned i = 0; i < n.min; ++i) {
        const fragment f = build(g, n.children.front());
        eps(cur, f.in);
        cur = f.out;
      }
      if (!n.max) {
        const std::int32_t loop = new_state();
        eps(cur, loop);
        const fragment f = build(g, n.children.front());
        eps(loop, f.in);
        eps(f.out, loop);
        const std::int32_t out = new_state();
        eps(loop, out);
        return {in, out};
      }
      for (unsigned i = n.min; i < *n.max; ++i) {
        const fragment f = build(g, n.children.front());
        const std::int32_t out = new_state();
        eps(cur, f.in);
        eps(cur, out);
        eps(f.out, out);
        cur = out;
      }
      return {in, cur};
    }
  }
  throw std::logic_error("unreachable node kind");
}

std::vector<std::int32_t> matcher::close(std::vector<std::int32_t> seeds) {
  if (++stamp_ == 0) {
    std::fill(mark_.begin(), mark_.end(), 0u);
    stamp_ = 1;
  }
  std::vector<std::int32_t> out;
  std::vector<std::int32_t>& todo = seeds;
  while (!todo.empty()) {
    const std::int32_t q = todo.back();
    todo.pop_back();
    const auto qi = static_cast<std::size_t>(q);
    if (mark_[qi] == stamp_ || !coreachable_[qi]) {
      continue;  // a state that cannot reach the final state leads nowhere useful
    }
    mark_[qi] = stamp_;
    const nfa_state& st = nfa_[qi];
    if (st.next >= 0 || q == final_) {
      out.push_back(q);
    }
    todo.insert(todo.end(), st.eps.begin(), st.eps.end());
  }
  std::sort(out.begin(), out.end());
  return out;
}

matcher::state matcher::intern(std::vector<std::int32_t> subset) {
  const auto it = ids_.find(subset);
  if (it != ids_.end()) {
    return it->second;
  }
  const auto id = static_cast<state>(subsets_.size());
  accepting_.push_back(std::binary_search(subset.begin(), subset.end(), final_) ? 1 : 0);
  dead_.push_back(subset.empty() ? 1 : 0);  // subsets hold only co-reachable states
  table_.resize(table_.size() + 256, -1);
  ids_.emplace(subset, id);
  subsets_.push_back(std::move(subset));
  return id;
}

matcher::state matcher::explore(state s, unsigned char c) {
  std::vector<std::int32_t> seeds;
  for (const std::int32_t q : subsets_[static_cast<std::size_t>(s)]) {
    const nfa_state& st = nfa_[static_cast<std::size_t>(q)];
    if (st.next >= 0 && has_byte(st.bytes, c)) {
      seeds.push_back(st.next);
    }
  }
  const state t = intern(close(std::move(seeds)));
  table_[static_cast<std::size_t>(s) * 256u + c] = t;
  return t;
}

bool matcher::matches(std::string_view s) {
  state st = start_;
  for (const char ch : s) {
    if (dead(st)) {
      return false;
    }
    st = step(st, static_cast<unsigned char>(ch));
  }
  return accepting(st);
}

std::size_t matcher::viable_prefix(std::string_view s) {
  state st = start_;
  if (dead(st)) {
    return 0;
  }
  for (std::size_t i = 0; i < s.size(); ++i) {
    const state nxt = step(st, static_cast<unsigned char>(s[i]));
    if (dead(nxt)) {
      return i;
    }
    st = nxt;
  }
  return s.size();
}

// -------------------------------------------------------------- sampler ---

sampler::sampler(const grammar& g, std::uint64_t seed) : g_(g), rng_(seed) {}

std::uint64_t sampler::below(std::uint64_t n) {
  // Rejection sampling: exact, and independent of the standard library's
  // distribution implementations, so a seed gives the same strings everywhere.
  const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n);
  std::uint64_t x = rng_();
  while (x >= limit) {
    x = rng_();
  }
  return x % n;
}

std::string sampler::sample(std::string_view production, unsigned max_repeat) {
  if (!g_.has(production)) {
    throw std::invalid_argument("no production named '" + std::string(production) + "'");
  }
  std::string out;
  walk(g_.get(production).body, max_repeat, out);
  return out;
}

void sampler::walk(const node& n, unsigned max_repeat, std::string& out) {
  switch (n.type) {
    case node::kind::literal: out += n.text; return;
    case node::kind::reference: walk(g_.get(n.text).body, max_repeat, out); return;
    case node::kind::sequence:
      for (const node& c : n.children) {
        walk(c, max_repeat, out);
      }
      return;
    case node::kind::alternation: walk(n.children[below(n.children.size())], max_repeat, out); return;
    case node::kind::optional:
      if (below(2) != 0) {
        walk(n.children.front(), max_repeat, out);
      }
      return;
    case node::kind::repetition: {
      std::uint64_t hi = std::uint64_t{n.min} + max_repeat;
      if (n.max && *n.max < hi) {
        hi = *n.max;
      }
      const std::uint64_t count = n.min + below(hi - n.min + 1);
      for (std::uint64_t i = 0; i < count; ++i) {
        walk(n.children.front(), max_repeat, out);
      }
      return;
    }
  }
}

}  // namespace rfc1738::test::cfg
