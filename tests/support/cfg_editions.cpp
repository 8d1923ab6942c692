// SPDX-License-Identifier: BSL-1.0
// The URI editions of the independent matcher: the tokens of ABNF (RFC 5234
// section 4), read by the one reader of rules (cfg_detail.hpp), the assembly of an edition from its grammar files and the core
// rules (RFC 5234 Appendix B.1), and the table of editions; see
// cfg_matcher.hpp.  Uses nothing but the standard library and cfg_matcher.cpp
// (the reader of rules, and its tokens of RFC 822 notation).
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cfg_detail.hpp"
#include "cfg_matcher.hpp"

namespace rfc1738::test::cfg {

namespace {

[[noreturn]] void refuse(const std::string& file, location where, const std::string& message) {
  std::ostringstream os;
  os << file << ':' << where.line << ':' << where.column << ": " << message;
  throw std::runtime_error(os.str());
}

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_decimal(char c) { return c >= '0' && c <= '9'; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') {
      c = static_cast<char>(c - 'A' + 'a');
    }
  }
  return out;
}

std::string describe_byte(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7f) {
    return std::string("'") + c + "'";
  }
  std::ostringstream os;
  os << "byte 0x" << std::hex << static_cast<unsigned>(u);
  return os.str();
}

// ------------------------------------------------------------- ABNF tokens ---

using detail::tok;
using detail::token;

std::vector<token> abnf_tokens(std::string_view text, const std::string& file) {
  std::vector<token> out;
  int line = 1;
  std::size_t line_start = 0;
  std::size_t i = 0;
  bool spaced = true;
  bool broken = true;
  const auto here = [&](std::size_t at) { return location{line, static_cast<int>(at - line_start) + 1}; };
  // A repeat's count or a %-value's number: digits of the base, at most 255
  // for a value (the matcher reads bytes), at most 6 digits for a count.
  const auto number = [&](unsigned base, bool value) {
    const std::size_t from = i;
    unsigned n = 0;
    while (i < text.size()) {
      const char c = text[i];
      unsigned d = 0;
      if (is_decimal(c)) {
        d = static_cast<unsigned>(c - '0');
      } else if (c >= 'a' && c <= 'f') {
        d = static_cast<unsigned>(c - 'a' + 10);
      } else if (c >= 'A' && c <= 'F') {
        d = static_cast<unsigned>(c - 'A' + 10);
      } else {
        break;
      }
      if (d >= base) {
        break;
      }
      if (!value && i - from >= 6) {
        refuse(file, here(from), "repeat count too large");
      }
      n = n * base + d;
      if (value && n > 255) {
        refuse(file, here(from), "value above 255 (the matcher reads bytes)");
      }
      ++i;
    }
    if (i == from) {
      const char* kind = base == 2 ? "binary" : base == 10 ? "decimal" : "hexadecimal";
      refuse(file, here(i),
             std::string("expected a ") + kind + " digit, found " + (i < text.size() ? describe_byte(text[i]) : "end of file"));
    }
    return n;
  };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
      ++i;
      continue;
    }
    if (c == '\n') {
      ++line;
      line_start = ++i;
      spaced = true;
      if (i >= text.size() || (text[i] != ' ' && text[i] != '\t')) {
        broken = true;
      }
      continue;
    }
    if (c == ' ' || c == '\t') {
      spaced = true;
      ++i;
      continue;
    }
    if (c == ';') {  // a comment: any byte to the end of the line
      while (i < text.size() && text[i] != '\n') {
        ++i;
      }
      spaced = true;
      continue;
    }
    token t;
    t.where = here(i);
    t.spaced = spaced;
    t.broken = broken;
    spaced = false;
    broken = false;
    if (is_alpha(c)) {
      const std::size_t from = i;
      while (i < text.size() && (is_alpha(text[i]) || is_decimal(text[i]) || text[i] == '-')) {
        ++i;
      }
      t.type = tok::name;
      t.text = std::string(text.substr(from, i - from));
    } else if (c == '=') {
      ++i;
      t.type = tok::equals;
      if (i < text.size() && text[i] == '/') {
        ++i;
        t.type = tok::equals_slash;
      }
    } else if (is_decimal(c) || c == '*') {
      t.type = tok::repeat;
      if (c != '*') {
        t.min = number(10, false);
      }
      if (i < text.size() && text[i] == '*') {
        ++i;
        if (i < text.size() && is_decimal(text[i])) {
          t.max = number(10, false);
          if (*t.max < t.min) {
            refuse(file, t.where, "repeat maximum is below its minimum");
          }
        }
      } else {
        t.max = t.min;  // nelement: exactly n
      }
    } else if (c == '"') {
      const std::size_t from = ++i;
      while (i < text.size() && text[i] != '"') {
        const auto u = static_cast<unsigned char>(text[i]);
        if (u == '\n' || u == '\r') {
          refuse(file, t.where, "unterminated quoted string");
        }
        if (u < 0x20 || u > 0x7e) {
          refuse(file, here(i), describe_byte(text[i]) + " in a quoted string (RFC 5234: space and visible ASCII only)");
        }
        ++i;
      }
      if (i >= text.size()) {
        refuse(file, t.where, "unterminated quoted string");
      }
      t.type = tok::quoted;
      t.text = std::string(text.substr(from, i - from));
      ++i;
    } else if (c == '<') {
      const std::size_t from = ++i;
      while (i < text.size() && text[i] != '>') {
        const auto u = static_cast<unsigned char>(text[i]);
        if (u == '\n' || u == '\r') {
          refuse(file, t.where, "unterminated prose value");
        }
        if (u < 0x20 || u > 0x7e) {
          refuse(file, here(i), describe_byte(text[i]) + " in a prose value (RFC 5234: space and visible ASCII only)");
        }
        ++i;
      }
      if (i >= text.size()) {
        refuse(file, t.where, "unterminated prose value");
      }
      t.type = tok::prose;
      t.text = std::string(text.substr(from, i - from));
      ++i;
    } else if (c == '%') {
      ++i;
      const char b = i < text.size() ? text[i] : '\0';
      unsigned base = 0;
      switch (b) {
        case 'b':
        case 'B': base = 2; break;
        case 'd':
        case 'D': base = 10; break;
        case 'x':
        case 'X': base = 16; break;
        default:
          refuse(file, here(i),
                 "expected b, d or x after '%', found " + (i < text.size() ? describe_byte(b) : std::string("end of file")));
      }
      ++i;
      const unsigned first = number(base, true);
      if (i < text.size() && text[i] == '-') {
        ++i;
        t.type = tok::range;
        t.lo = first;
        t.hi = number(base, true);
        if (t.hi < t.lo) {
          refuse(file, t.where, "range ends below its start");
        }
      } else {
        t.type = tok::bytes;
        t.text.push_back(static_cast<char>(first));
        while (i < text.size() && text[i] == '.') {
          ++i;
          t.text.push_back(static_cast<char>(number(base, true)));
        }
      }
    } else if (detail::bracket(c, t.type)) {
      ++i;
    } else {
      if (c != '/') {
        refuse(file, t.where, "unexpected character " + describe_byte(c) + " (not ABNF)");
      }
      t.type = tok::alt;
      t.text = "/";
      ++i;
    }
    out.push_back(std::move(t));
  }
  token end;
  end.where = here(i);
  end.spaced = true;
  end.broken = true;
  out.push_back(std::move(end));
  return out;
}

// ------------------------------------------------------------- ABNF rules ---

// A rule as a file defines it, '=' or '=/' (cfg_detail.hpp's one reader).
using definition = detail::rule;

bool is_abnf(const std::string& name) {
  static const std::string suffix = ".abnf";
  return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::vector<definition> read_definitions(const grammar::source_text& src) {
  if (is_abnf(src.name)) {
    return detail::read_rules(abnf_tokens(src.text, src.name), src.name, detail::notation::abnf);
  }
  std::vector<definition> out;
  for (production& p : detail::read_rfc822_edition(src.text, src.name)) {
    definition d;
    d.p = std::move(p);
    out.push_back(std::move(d));
  }
  return out;
}

// ---------------------------------------------------------------- editions ---

// A rule as the files define it: its '=' definition, then the alternatives
// '=/' adds, each with the file it was read from.
struct piece {
  node body;
  std::string file;
};
struct assembled_rule {
  std::string name;  // as its '=' definition spells it
  location where;
  std::string file;  // of the '=' definition
  std::vector<piece> pieces;
};

struct rule_set {
  std::vector<assembled_rule> rules;
  std::map<std::string, std::size_t> index;  // lower-case name -> position in rules

  // A file's definitions over those of the files before it.
  void read(const std::string& file, std::vector<definition> defs) {
    std::map<std::string, int> here;  // this file's '=' definitions: lower-case name -> line
    for (definition& d : defs) {
      const std::string key = lower(d.p.name);
      const auto it = index.find(key);
      if (d.incremental) {
        if (it == index.end()) {
          refuse(file, d.p.where, "'=/' adds alternatives to '" + d.p.name + "', which nothing before it defines");
        }
        rules[it->second].pieces.push_back({std::move(d.p.body), file});
        continue;
      }
      if (const auto h = here.find(key); h != here.end()) {
        refuse(file, d.p.where, "rule '" + d.p.name + "' already defined at line " + std::to_string(h->second));
      }
      here.emplace(key, d.p.where.line);
      assembled_rule r{d.p.name, d.p.where, file, {}};
      r.pieces.push_back({std::move(d.p.body), file});
      if (it == index.end()) {
        index.emplace(key, rules.size());
        rules.push_back(std::move(r));
      } else {
        rules[it->second] = std::move(r);  // replaced where it stands
      }
    }
  }
};

node merged_body(std::vector<piece>& pieces) {
  if (pieces.size() == 1) {
    return std::move(pieces.front().body);
  }
  node alt;
  alt.type = node::kind::alternation;
  alt.where = pieces.front().body.where;
  for (piece& p : pieces) {
    if (p.body.type == node::kind::alternation) {
      for (node& c : p.body.children) {
        alt.children.push_back(std::move(c));
      }
    } else {
      alt.children.push_back(std::move(p.body));
    }
  }
  return alt;
}

// The readings of prose values: prose as written -> the production that
// writes it and the body it is read as.
struct prose_reading {
  std::string production;
  node body;
};

std::map<std::string, prose_reading> read_prose_readings(const grammar::source_text& src) {
  // Each "@" line becomes a comment of the ABNF the rules are read from (the
  // lines stay where they are); a rule belongs to the "@prose" above it.
  std::string abnf;
  std::vector<std::pair<int, std::string>> prose;  // line, prose
  std::istringstream lines(src.text);
  std::string l;
  int line = 0;
  while (std::getline(lines, l)) {
    ++line;
    if (!l.empty() && l[0] == '@') {
      if (l.rfind("@prose ", 0) == 0) {
        std::string p = l.substr(7);
        while (!p.empty() && (p.back() == ' ' || p.back() == '\r')) {
          p.pop_back();
        }
        prose.emplace_back(line, p);
      }
      l[0] = ';';
    }
    abnf += l + "\n";
  }
  std::map<std::string, prose_reading> out;
  for (definition& d : detail::read_rules(abnf_tokens(abnf, src.name), src.name, detail::notation::abnf)) {
    const std::pair<int, std::string>* owner = nullptr;
    for (const auto& p : prose) {
      owner = p.first < d.p.where.line ? &p : owner;
    }
    if (owner == nullptr || out.count(owner->second) != 0) {
      refuse(src.name, d.p.where, "a reading's rule follows its own '@prose <...>'");
    }
    out[owner->second] = {d.p.name, std::move(d.p.body)};
  }
  return out;
}

// Each prose value of rule `rule` replaced by its reading.
void read_prose(node& n, const std::string& rule, const std::map<std::string, prose_reading>& readings, const std::string& file) {
  if (n.type == node::kind::reference && !n.text.empty() && n.text[0] == '<') {
    const auto it = readings.find(n.text);
    if (it == readings.end() || lower(it->second.production) != lower(rule)) {
      refuse(file, n.where, "prose value " + n.text + " of '" + rule + "' has no reading");
    }
    n = it->second.body;
    return;
  }
  for (node& c : n.children) {
    read_prose(c, rule, readings, file);
  }
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw std::runtime_error(path + ":1:1: cannot open grammar file");
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

grammar grammar::from_edition_texts(const std::vector<source_text>& files, const source_text& core, const source_text& readings) {
  if (files.empty()) {
    throw std::invalid_argument("an edition needs at least one grammar file");
  }
  const auto prose = readings.text.empty() ? std::map<std::string, prose_reading>() : read_prose_readings(readings);
  rule_set edition;
  for (const source_text& f : files) {
    auto defs = read_definitions(f);
    for (definition& d : defs) {
      read_prose(d.p.body, d.p.name, prose, f.name);
    }
    edition.read(f.name, std::move(defs));
  }
  rule_set core_rules;
  core_rules.read(core.name, read_definitions(core));

  // Resolve every reference (case-insensitively: the edition's rules first,
  // then the core rules, taken as they are needed) and spell it as the name
  // of the rule it resolves to.
  std::vector<char> taken(core_rules.rules.size(), 0);
  std::vector<std::size_t> queue;  // core rules taken, not walked yet
  const auto resolve = [&](node& n, const std::string& file, const auto& self) -> void {
    if (n.type == node::kind::reference) {
      const std::string key = lower(n.text);
      if (const auto it = edition.index.find(key); it != edition.index.end()) {
        n.text = edition.rules[it->second].name;
      } else if (const auto c = core_rules.index.find(key); c != core_rules.index.end()) {
        n.text = core_rules.rules[c->second].name;
        if (!taken[c->second]) {
          taken[c->second] = 1;
          queue.push_back(c->second);
        }
      } else {
        refuse(file, n.where, "undefined name '" + n.text + "' (defined neither by the edition's files nor by " + core.name + ")");
      }
    }
    for (node& c : n.children) {
      self(c, file, self);
    }
  };
  for (assembled_rule& r : edition.rules) {
    for (piece& p : r.pieces) {
      resolve(p.body, p.file, resolve);
    }
  }
  while (!queue.empty()) {
    const std::size_t i = queue.back();
    queue.pop_back();
    for (piece& p : core_rules.rules[i].pieces) {
      resolve(p.body, p.file, resolve);
    }
  }

  grammar g;
  for (const source_text& f : files) {
    g.source_ += (g.source_.empty() ? "" : " + ") + f.name;
  }
  const auto add = [&g](assembled_rule& r) {
    production p;
    p.name = r.name;
    p.where = r.where;
    p.body = merged_body(r.pieces);
    g.rules_.push_back(std::move(p));
    g.files_.push_back(r.file);
  };
  for (assembled_rule& r : edition.rules) {
    add(r);
  }
  for (std::size_t i = 0; i < core_rules.rules.size(); ++i) {
    if (taken[i]) {
      add(core_rules.rules[i]);
    }
  }
  g.fold_names_ = true;
  g.index_rules(true);
  return g;
}

grammar grammar::from_edition_files(const std::vector<std::string>& files, const std::string& core_file, const std::string& readings_file) {
  std::vector<source_text> texts;
  for (const std::string& f : files) {
    texts.push_back({f, slurp(f)});
  }
  return from_edition_texts(texts, {core_file, slurp(core_file)}, readings_file.empty() ? source_text{} : source_text{readings_file, slurp(readings_file)});
}

grammar grammar::from_uri_edition(std::string_view edition, const std::string& grammar_dir) {
  const uri_edition& e = find_uri_edition(edition);
  std::vector<std::string> files;
  for (const std::string& f : e.files) {
    files.push_back(grammar_dir + "/" + f);
  }
  return from_edition_files(files, grammar_dir + "/" + e.core_file, e.readings_file.empty() ? std::string() : grammar_dir + "/" + e.readings_file);
}

// The editions of the generic URI syntax as grammar/editions.facts lists them
// (the lines whose files include model=), read here with a reader of its own:
// each one's grammar files in order, its core rules, and its top production
// (the @top line of its first facts file).
const std::vector<uri_edition>& uri_editions() {
  static const std::vector<uri_edition> editions = [] {
    const std::string manifest = RFC1738_EDITIONS_FACTS;
    const std::string dir = manifest.substr(0, manifest.rfind('/') + 1);
    std::vector<uri_edition> out;
    std::istringstream lines(slurp(manifest));
    std::string line;
    while (std::getline(lines, line)) {
      std::istringstream words(line);
      std::string name, identifier, ns, files;
      if (!(words >> name >> identifier >> ns >> files) || name[0] == ';' || files.find("model=") == std::string::npos) {
        continue;
      }
      uri_edition e;
      e.name = name;
      std::string first_model;
      std::istringstream pairs(files);
      std::string pair;
      while (std::getline(pairs, pair, ',')) {
        const auto eq = pair.find('=');
        const std::string key = pair.substr(0, eq), file = pair.substr(eq + 1);
        if (key == "grammar") {
          e.files.push_back(file);
        } else if (key == "core") {
          e.core_file = file;
        } else if (key == "readings") {
          e.readings_file = file;
        } else if (key == "model" && first_model.empty()) {
          first_model = file;
        }
      }
      std::istringstream facts(slurp(dir + first_model));
      std::string fact;
      while (std::getline(facts, fact)) {
        std::istringstream f(fact);
        std::string key, value;
        if (f >> key >> value && key == "@top") {
          e.top = value;
        }
      }
      if (e.files.empty() || e.top.empty()) {
        throw std::runtime_error(manifest + ": edition " + name + " names no grammar file or no @top");
      }
      if (e.core_file.empty()) {
        e.core_file = "rfc5234-core.abnf";   // read only for the core rules a grammar names
      }
      out.push_back(std::move(e));
    }
    return out;
  }();
  return editions;
}

const uri_edition& find_uri_edition(std::string_view name) {
  for (const uri_edition& e : uri_editions()) {
    if (e.name == name) {
      return e;
    }
  }
  throw std::invalid_argument("no URI edition named '" + std::string(name) + "'");
}

}  // namespace rfc1738::test::cfg
