// SPDX-License-Identifier: BSL-1.0
// Self-test of the independent CFG matcher (tests/support/cfg_matcher.*).
#include "cfg_matcher.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#ifndef RFC1738_GRAMMAR_FILE
#error "RFC1738_GRAMMAR_FILE must be defined"
#endif
#ifndef RFC1738_PUBLISHED_GRAMMAR_FILE
#error "RFC1738_PUBLISHED_GRAMMAR_FILE must be defined"
#endif

namespace cfg = rfc1738::test::cfg;

namespace {

const cfg::grammar& rfc() {
  static const cfg::grammar g = cfg::grammar::from_file(RFC1738_GRAMMAR_FILE);
  return g;
}

// A second, deliberately naive recogniser working directly on the AST: the
// set of positions where a derivation of n starting at pos can end.  Used to
// cross-check the NFA/DFA construction.
std::set<std::size_t> ends(const cfg::grammar& g, const cfg::node& n, std::string_view s, std::size_t pos) {
  using kind = cfg::node::kind;
  std::set<std::size_t> out;
  switch (n.type) {
    case kind::literal:
      if (s.substr(pos, n.text.size()) == n.text) {
        out.insert(pos + n.text.size());
      }
      break;
    case kind::reference: out = ends(g, g.get(n.text).body, s, pos); break;
    case kind::sequence: {
      std::set<std::size_t> cur{pos};
      for (const cfg::node& c : n.children) {
        std::set<std::size_t> nxt;
        for (const std::size_t p : cur) {
          const auto e = ends(g, c, s, p);
          nxt.insert(e.begin(), e.end());
        }
        cur = std::move(nxt);
      }
      out = std::move(cur);
      break;
    }
    case kind::alternation:
      for (const cfg::node& c : n.children) {
        const auto e = ends(g, c, s, pos);
        out.insert(e.begin(), e.end());
      }
      break;
    case kind::optional:
      out = ends(g, n.children.front(), s, pos);
      out.insert(pos);
      break;
    case kind::repetition: {
      std::set<std::size_t> cur{pos};
      for (unsigned i = 0; i < n.min; ++i) {
        std::set<std::size_t> nxt;
        for (const std::size_t p : cur) {
          const auto e = ends(g, n.children.front(), s, p);
          nxt.insert(e.begin(), e.end());
        }
        cur = std::move(nxt);
      }
      out = cur;
      const unsigned limit = n.max ? *n.max - n.min : static_cast<unsigned>(s.size() - pos + 1);
      std::set<std::size_t> frontier = cur;
      for (unsigned i = 0; i < limit && !frontier.empty(); ++i) {
        std::set<std::size_t> nxt;
        for (const std::size_t p : frontier) {
          for (const std::size_t e : ends(g, n.children.front(), s, p)) {
            if (out.insert(e).second) {
              nxt.insert(e);
            }
          }
        }
        frontier = std::move(nxt);
      }
      break;
    }
  }
  return out;
}

bool naive_matches(const cfg::grammar& g, std::string_view production, std::string_view s) {
  return ends(g, g.get(production).body, s, 0).count(s.size()) != 0;
}

std::string error_of(std::string_view text, const std::string& name = "<text>") {
  try {
    (void)cfg::grammar::from_text(text, name);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("all productions of the RFC 1738 grammar are read, in file order") {
  const auto& names = rfc().productions();
  REQUIRE(names.size() == 67);
  CHECK(names.front() == "genericurl");
  CHECK(names[1] == "url");
  CHECK(names.back() == "digits");
  CHECK(rfc().has("gopher+_string"));
  CHECK(rfc().has("ip-schemepart"));
  CHECK(rfc().has("encoded822addr"));
  CHECK_FALSE(rfc().has("GenericURL"));
  CHECK_FALSE(rfc().has(""));
  CHECK_THROWS_AS(rfc().get("nosuch"), std::out_of_range);
  CHECK_THROWS_AS(cfg::matcher(rfc(), "nosuch"), std::invalid_argument);
  CHECK(rfc().get("punctuation").body.children.back().text == "\"");  // <">
  CHECK(rfc().get("national").body.children.at(3).text == "\\");
  CHECK(rfc().get("scheme").body.type == cfg::node::kind::repetition);
  CHECK(rfc().get("scheme").body.min == 1);
  CHECK(rfc().get("scheme").body.children.front().type == cfg::node::kind::alternation);  // 1*[ x ] repeats x
}

TEST_CASE("membership: host names") {
  cfg::matcher domainlabel(rfc(), "domainlabel");
  for (const char* yes : {"a", "ab", "a-b", "a--b", "0", "9z", "a0-0"}) {
    INFO(yes);
    CHECK(domainlabel.matches(yes));
  }
  for (const char* no : {"-a", "a-", "", "-", "a.b", "a_b"}) {
    INFO(no);
    CHECK_FALSE(domainlabel.matches(no));
  }
  cfg::matcher toplabel(rfc(), "toplabel");
  CHECK(toplabel.matches("a1"));
  CHECK(toplabel.matches("a-1"));
  CHECK_FALSE(toplabel.matches("1a"));
  CHECK_FALSE(toplabel.matches("1"));
  cfg::matcher hostname(rfc(), "hostname");
  CHECK(hostname.matches("a.b.c"));
  CHECK(hostname.matches("1.2.c"));
  CHECK_FALSE(hostname.matches("a.b."));
  CHECK_FALSE(hostname.matches("1.2.3"));
  cfg::matcher host(rfc(), "host");
  CHECK(host.matches("1.2.3.4"));
  CHECK(host.matches("example.com"));
  CHECK_FALSE(host.matches("1.2.3"));
  CHECK_FALSE(host.matches(""));
}

TEST_CASE("membership: URL schemes") {
  cfg::matcher url(rfc(), "url");
  CHECK(url.matches("http://host?q"));  // not an httpurl, but an otherurl
  CHECK(url.matches("http://user@host/"));
  CHECK(url.matches("mailto:a@b"));
  CHECK_FALSE(url.matches("HTTP://h"));  // scheme is lower case only
  CHECK_FALSE(url.matches("http://a b"));
  CHECK_FALSE(url.matches(":x"));
  CHECK_FALSE(url.matches(""));

  cfg::matcher httpurl(rfc(), "httpurl");
  CHECK_FALSE(httpurl.matches("http://host?q"));
  CHECK(httpurl.matches("http://host/p?q"));
  CHECK(httpurl.matches("http://host"));
  CHECK(httpurl.matches("http://host:80/"));
  CHECK(httpurl.matches("http://1.2.3.4/a/b;c?d"));
  CHECK_FALSE(httpurl.matches("http://user@host/"));
  CHECK_FALSE(httpurl.matches("http://host:/"));  // port = 1*digit

  cfg::matcher ftpurl(rfc(), "ftpurl");
  CHECK_FALSE(ftpurl.matches("ftp://host/a;type=x"));
  CHECK(ftpurl.matches("ftp://host/a;type=i"));
  CHECK(ftpurl.matches("ftp://@host.com/"));
  CHECK(ftpurl.matches("ftp://u:p@host/a/b/c;type=D"));
  CHECK_FALSE(ftpurl.matches("ftp://host/a;b"));

  cfg::matcher gopherurl(rfc(), "gopherurl");
  CHECK(gopherurl.matches("gopher://h/1abc%09def%09ghi"));
  CHECK(gopherurl.matches("gopher://h"));
  CHECK(gopherurl.matches("gopher://h/"));
  CHECK_FALSE(gopherurl.matches("gopher://h/%0"));

  cfg::matcher grouppart(rfc(), "grouppart");
  CHECK(grouppart.matches("*"));
  CHECK(grouppart.matches("*@host"));  // as article
  CHECK(grouppart.matches("comp.lang.c++"));
  CHECK_FALSE(grouppart.matches("*x"));

  cfg::matcher waisurl(rfc(), "waisurl");
  CHECK(waisurl.matches("wais://h/db/t/p"));
  CHECK(waisurl.matches("wais://h/db?x"));
  CHECK(waisurl.matches("wais://h/"));
  CHECK_FALSE(waisurl.matches("wais://h/db/t"));

  cfg::matcher escape(rfc(), "escape");
  CHECK(escape.matches("%aF"));
  CHECK_FALSE(escape.matches("%zz"));
  CHECK_FALSE(escape.matches("%a"));

  cfg::matcher prosperourl(rfc(), "prosperourl");
  CHECK(prosperourl.matches("prospero://h/p;a=b;c="));
  CHECK_FALSE(prosperourl.matches("prospero://h/p;a"));
}

TEST_CASE("viable_prefix") {
  cfg::matcher httpurl(rfc(), "httpurl");
  cfg::matcher ftpurl(rfc(), "ftpurl");
  CHECK(httpurl.viable_prefix("http://user@host/") == 11);
  CHECK(ftpurl.viable_prefix("ftp://host/a;type=x") == 18);
  CHECK(httpurl.viable_prefix("http:foo") == 5);
  CHECK(httpurl.viable_prefix("HTTP://host") == 0);
  CHECK(ftpurl.viable_prefix("ftp://") == 6);
  CHECK(ftpurl.viable_prefix("") == 0);
  CHECK(httpurl.viable_prefix("http://host/p?q") == 15);
}

TEST_CASE("DFA states: start, accepting, dead, memoisation") {
  cfg::matcher digits(rfc(), "digits");
  const auto s0 = digits.start();
  CHECK_FALSE(digits.accepting(s0));
  CHECK_FALSE(digits.dead(s0));
  const auto s1 = digits.step(s0, '7');
  CHECK(digits.accepting(s1));
  CHECK(digits.step(s1, '0') == digits.step(s1, '0'));
  const auto sx = digits.step(s1, 'x');
  CHECK(digits.dead(sx));
  CHECK_FALSE(digits.accepting(sx));
  CHECK(digits.step(sx, '1') == sx);
  const std::size_t before = digits.dfa_states();
  for (int c = 0; c < 256; ++c) {
    (void)digits.step(s0, static_cast<unsigned char>(c));
  }
  CHECK(digits.dfa_states() == before);  // {start, digits seen, dead} already known
  CHECK(digits.dfa_states() == 3);
  CHECK(digits.nfa_states() > 0);
}

TEST_CASE("sampler output is in the language and reproducible") {
  for (const char* production : {"url", "httpurl", "gopherurl", "prosperourl", "ftpurl", "newsurl", "waisurl"}) {
    cfg::matcher m(rfc(), production);
    cfg::sampler a(rfc(), 12345);
    cfg::sampler b(rfc(), 12345);
    cfg::sampler c(rfc(), 54321);
    std::size_t differences = 0;
    for (int i = 0; i < 1000; ++i) {
      const std::string s = a.sample(production);
      INFO(production << ": " << cfg::quote(s));
      REQUIRE(m.matches(s));
      REQUIRE(m.viable_prefix(s) == s.size());
      REQUIRE(b.sample(production) == s);
      differences += c.sample(production) != s ? 1 : 0;
    }
    CHECK(differences > 500);
  }
  cfg::sampler s(rfc(), 1);
  CHECK_THROWS_AS(s.sample("nosuch"), std::invalid_argument);
  for (int i = 0; i < 200; ++i) {
    const std::string d = s.sample("digits", 3);
    CHECK(d.size() >= 1);
    CHECK(d.size() <= 4);
  }
}

TEST_CASE("matcher agrees with a naive recogniser on samples and mutations") {
  const auto& g = rfc();
  std::mt19937_64 rng(7);
  const std::string alphabet = "azAZ09:/@.?%;=+-_*&~ \"\x01\xff";
  std::size_t members = 0;
  std::size_t non_members = 0;
  for (const char* production : {"url", "hostport", "login", "gopherurl", "grouppart", "fpath", "waisurl"}) {
    cfg::matcher m(g, production);
    cfg::sampler smp(g, 99);
    for (int i = 0; i < 300; ++i) {
      std::string s = smp.sample(production, 3);
      const int edits = static_cast<int>(rng() % 3);
      for (int k = 0; k < edits; ++k) {
        const std::size_t at = s.empty() ? 0 : rng() % (s.size() + 1);
        const char ch = alphabet[rng() % alphabet.size()];
        switch (rng() % 3) {
          case 0: s.insert(at, 1, ch); break;
          case 1:
            if (at < s.size()) s.erase(at, 1);
            break;
          default:
            if (at < s.size()) s[at] = ch;
        }
      }
      INFO(production << ": " << cfg::quote(s));
      const bool expected = naive_matches(g, production, s);
      REQUIRE(m.matches(s) == expected);
      ++(expected ? members : non_members);
      // viable_prefix: the reported prefix can be completed (checked by the
      // DFA itself) and is consistent with membership.
      const std::size_t v = m.viable_prefix(s);
      REQUIRE(v <= s.size());
      if (expected) {
        REQUIRE(v == s.size());
      }
    }
  }
  CHECK(members > 300);
  CHECK(non_members > 300);
}

TEST_CASE("notation: grouping, repetition forms, literals, comments") {
  const auto g = cfg::grammar::from_text(
      "a = ( \"x\" | \"y\" ) \"z\"   ; comment with \"quote\n"
      "b = 1*[ \"ab\" ]\n"
      "c = *[ \"ab\" ]\n"
      "d = 2*3\"q\"\n"
      "e = \";\" <\"> \"|\" ; trailing\n"
      "f = [ \"p\" ] *\"r\"\n"
      "  \"s\"\n"
      "\n"
      "g = \"\" | \"t\"\n"
      "h = 2*( a | \"-\" )\n");
  REQUIRE(g.productions() == std::vector<std::string>{"a", "b", "c", "d", "e", "f", "g", "h"});
  cfg::matcher a(g, "a");
  CHECK(a.matches("xz"));
  CHECK(a.matches("yz"));
  CHECK_FALSE(a.matches("x"));
  CHECK_FALSE(a.matches("xyz"));
  cfg::matcher b(g, "b");
  CHECK_FALSE(b.matches(""));
  CHECK(b.matches("ab"));
  CHECK(b.matches("ababab"));
  CHECK_FALSE(b.matches("aba"));
  cfg::matcher c(g, "c");
  CHECK(c.matches(""));
  CHECK(c.matches("abab"));
  cfg::matcher d(g, "d");
  CHECK_FALSE(d.matches("q"));
  CHECK(d.matches("qq"));
  CHECK(d.matches("qqq"));
  CHECK_FALSE(d.matches("qqqq"));
  cfg::matcher e(g, "e");
  CHECK(e.matches(";\"|"));
  cfg::matcher f(g, "f");
  CHECK(f.matches("s"));
  CHECK(f.matches("prrs"));
  CHECK_FALSE(f.matches("pp"));
  cfg::matcher gg(g, "g");
  CHECK(gg.matches(""));
  CHECK(gg.matches("t"));
  cfg::matcher h(g, "h");
  CHECK(h.matches("xz-"));
  CHECK(h.matches("--yz"));
  CHECK_FALSE(h.matches("-"));

  // Exhaustive comparison with the naive recogniser on short strings.
  const std::string alphabet = "abpqrstxyz-;|\"";
  std::vector<std::string> strings{""};
  for (std::size_t len = 1, from = 0; len <= 4; ++len) {
    const std::size_t to = strings.size();
    for (std::size_t i = from; i < to; ++i) {
      for (const char ch : alphabet) {
        strings.push_back(strings[i] + ch);
      }
    }
    from = to;
  }
  for (const std::string& name : g.productions()) {
    cfg::matcher m(g, name);
    for (const std::string& s : strings) {
      INFO(name << ": " << cfg::quote(s));
      REQUIRE(m.matches(s) == naive_matches(g, name, s));
    }
  }
}

TEST_CASE("errors carry file, line and column") {
  CHECK(error_of("a = b\nb = a\n").find("recursive") != std::string::npos);
  CHECK(error_of("a = \"x\" [ a ]\n").find("recursive") != std::string::npos);
  CHECK(error_of("a = b\nb = c\nc = \"x\" | a\n").find("<text>:3:") == 0);
  CHECK(error_of("a = \"x\"\n\nb = a zz\n", "g.bnf").find("g.bnf:3:7: undefined name 'zz'") == 0);
  CHECK(error_of("a = \"x\"\na = \"y\"\n").find("<text>:2:1: production 'a' already defined") == 0);
  CHECK(error_of("a = \"x\n").find("<text>:1:5: unterminated literal") == 0);
  CHECK(error_of("a = [ \"x\"\nb = \"y\"\n").find("<text>:2:1: expected ']'") == 0);
  CHECK(error_of("a = \"x\" ]\n").find("<text>:1:9:") == 0);
  CHECK(error_of("  a = \"x\"\n").find("<text>:1:3:") == 0);
  CHECK(error_of("a \"x\"\n").find("<text>:1:3: expected '='") == 0);
  CHECK(error_of("a = \"x\" |\n").find("<text>:2:1:") == 0);
  CHECK(error_of("a = 3\"x\"\n").find("<text>:1:5:") == 0);
  CHECK(error_of("a = 3*2\"x\"\n").find("<text>:1:5:") == 0);
  CHECK(error_of("a = *\n").find("<text>:2:1:") == 0);
  CHECK(error_of("a = <x>\n").find("<text>:1:5:") == 0);
  CHECK(error_of("a =\n").find("<text>:2:1:") == 0);
  CHECK(error_of("a = \"x\"\n").find("(no error)") == 0);
  CHECK_THROWS_AS(cfg::grammar::from_file("/nonexistent/grammar.bnf"), std::runtime_error);
}

TEST_CASE("the grammar as published (unquoted '/') is rejected, naming the line") {
  const std::string published = RFC1738_PUBLISHED_GRAMMAR_FILE;
  try {
    (void)cfg::grammar::from_file(published);
    FAIL("the as-published grammar was accepted");
  } catch (const std::runtime_error& e) {
    const std::string what = e.what();
    INFO(what);
    CHECK(what.find(published + ":60:") == 0);
    CHECK(what.find("'/'") != std::string::npos);
  }
}

TEST_CASE("quote") {
  CHECK(cfg::quote("") == "\"\"");
  CHECK(cfg::quote("abc") == "\"abc\"");
  CHECK(cfg::quote("a\"b\\c") == "\"a\\\"b\\\\c\"");
  CHECK(cfg::quote("\n\t\r") == "\"\\n\\t\\r\"");
  CHECK(cfg::quote(std::string("\x01z\x7f", 3)) == "\"\\x01z\\x7f\"");
  CHECK(cfg::quote(std::string("\x01" "a", 2)) == "\"\\x01\"\"a\"");
  CHECK(cfg::quote(std::string(1, '\0')) == "\"\\x00\"");
  CHECK(cfg::quote("\xff") == "\"\\xff\"");
}

TEST_CASE("url matcher: construction time and size") {
  const auto t0 = std::chrono::steady_clock::now();
  cfg::matcher url(rfc(), "url");
  const auto t1 = std::chrono::steady_clock::now();
  cfg::sampler s(rfc(), 2024);
  for (int i = 0; i < 10000; ++i) {
    REQUIRE(url.matches(s.sample("url")));
  }
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  WARN("url: NFA states " << url.nfa_states() << ", DFA states after 10k samples " << url.dfa_states()
                          << ", construction " << ms << " ms");
  CHECK(ms < 1000.0);
}

// ------------------------------------------------- the March 1994 draft ---

namespace {

const cfg::grammar& draft03() {
  static const cfg::grammar g = cfg::grammar::from_draft_files(RFC1738_DRAFT_FILE, RFC1738_DRAFT_READINGS_FILE, false);
  return g;
}

const cfg::grammar& draft03_literal() {
  static const cfg::grammar g = cfg::grammar::from_draft_files(RFC1738_DRAFT_FILE, RFC1738_DRAFT_READINGS_FILE, true);
  return g;
}

std::string draft_error_of(std::string_view bnf, std::string_view readings = "@reading r\n@kind gap\n@defines zz\nzz a\n") {
  try {
    (void)cfg::grammar::from_draft_text(bnf, readings, false, "d.bnf", "d.readings");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("draft: every production read in file order, the readings' after") {
  const auto& names = draft03().productions();
  REQUIRE(names.size() == 64);
  CHECK(names.front() == "prefixedurl");
  CHECK(names[1] == "url");  // reading url-name-split (a repair: both editions)
  CHECK(names[62] == "addr-spec");
  CHECK(names[63] == "content-identifier");
  CHECK(draft03_literal().productions()[1] == "url");
  CHECK_FALSE(draft03().has("ur"));
}

TEST_CASE("draft: the notation as the readings file records it") {
  const auto& g = draft03();
  CHECK(cfg::matcher(g, "url").matches("http://host/a/b?x+y"));
  CHECK(cfg::matcher(g, "url").matches("ftp://u:p@h/a!A"));
  CHECK_FALSE(cfg::matcher(g, "url").matches("ftp://h/a;type=a"));
  CHECK(cfg::matcher(g, "prefixedurl").matches("url:news:a@b"));
  CHECK_FALSE(cfg::matcher(g, "url").matches("HTTP://host"));          // literals-case-sensitive
  CHECK_FALSE(cfg::matcher(g, "ftptype").matches("a"));
  CHECK(cfg::matcher(g, "national").matches("["));                    // national-brackets
  CHECK(cfg::matcher(g, "national").matches("]"));
  CHECK(cfg::matcher(g, "national").matches("|"));                    // vline
  CHECK(cfg::matcher(g, "extra").matches(" "));                       // space
  CHECK(cfg::matcher(g, "extra").matches("\""));
  CHECK(cfg::matcher(g, "digit").matches("1"));                       // "0 |1"
  CHECK(cfg::matcher(g, "gopheraddress").matches("gopher://h/1sel"));  // "[/"
  CHECK(cfg::matcher(g, "void").matches(""));
  CHECK_FALSE(cfg::matcher(g, "void").matches("a"));
  CHECK(cfg::matcher(g, "wpath").matches("12=a/b;3=c;"));
  CHECK(cfg::matcher(g, "path").matches("a/b/"));
  CHECK_FALSE(cfg::matcher(g, "path").matches("a//b"));
  CHECK(cfg::matcher(g, "midaddress").matches("mid:1@h"));
  CHECK(cfg::matcher(g, "cidaddress").matches("cid:x.y@h"));
}

TEST_CASE("draft: the typos read as corrected (draft-03) and as written (draft-03-literal)") {
  CHECK(cfg::matcher(draft03(), "segment").matches("abc"));
  CHECK_FALSE(cfg::matcher(draft03_literal(), "segment").matches("abc"));
  CHECK(cfg::matcher(draft03_literal(), "segment").matches("ab"));
  CHECK(cfg::matcher(draft03(), "url").matches("mailto:a@b"));
  CHECK_FALSE(cfg::matcher(draft03(), "url").matches("mailto::a@b"));
  CHECK(cfg::matcher(draft03_literal(), "url").matches("mailto::a@b"));
  CHECK_FALSE(cfg::matcher(draft03_literal(), "url").matches("mailto:a@b"));
}

TEST_CASE("draft: right recursion loops, and agrees with the naive recogniser") {
  const auto& g = draft03();
  std::mt19937_64 rng(11);
  const std::string alphabet = "azAZ09:/@.?%;=+-_*!~ \"[]|\x01\xff";
  std::size_t members = 0;
  std::size_t non_members = 0;
  for (const char* production : {"url", "login", "hostname", "path", "wpath", "search", "groupart", "prosperolink", "xalphas"}) {
    cfg::matcher m(g, production);
    cfg::sampler smp(g, 5);
    for (int i = 0; i < 200; ++i) {
      std::string s = smp.sample(production, 3);
      const int edits = static_cast<int>(rng() % 3);
      for (int k = 0; k < edits; ++k) {
        const std::size_t at = s.empty() ? 0 : rng() % (s.size() + 1);
        const char ch = alphabet[rng() % alphabet.size()];
        switch (rng() % 3) {
          case 0: s.insert(at, 1, ch); break;
          case 1:
            if (at < s.size()) s.erase(at, 1);
            break;
          default:
            if (at < s.size()) s[at] = ch;
        }
      }
      INFO(production << ": " << cfg::quote(s));
      const bool expected = naive_matches(g, production, s);
      REQUIRE(m.matches(s) == expected);
      ++(expected ? members : non_members);
    }
  }
  CHECK(members > 300);
  CHECK(non_members > 300);
  // A long input: the loop, not the recursion, takes it.
  CHECK(cfg::matcher(g, "xalphas").matches(std::string(100000, 'a')));
}

TEST_CASE("draft: refusals carry file, line and column") {
  CHECK(draft_error_of("xx xx a\n") == "d.bnf:1:4: 'xx' recurs through 'xx' before its end (only right recursion is read)");
  CHECK(draft_error_of("xx a [ yy ] b\n\nyy xx\n") == "d.bnf:1:8: 'xx' recurs through 'yy' before its end (only right recursion is read)");
  CHECK(draft_error_of("xx a [ b\n") == "d.bnf:1:6: '[' is not closed");
  CHECK(draft_error_of("xx a\n\nxx b\n") == "d.bnf:3:1: production 'xx' already defined at line 1");
  CHECK(draft_error_of("x a\n") == "d.bnf:1:1: expected a production name, found 'x'");
  CHECK(draft_error_of("xx y! a\n") == "d.bnf:1:4: 'y!' is neither a single character nor a name");
  CHECK(draft_error_of("xx yy\n") == "d.bnf:1:4: undefined name 'yy'");
  CHECK(draft_error_of("xx a | | b\n") == "d.bnf:1:6: empty alternative");
  CHECK(draft_error_of("xx | b\n") == "d.bnf:1:4: empty alternative");
  CHECK(draft_error_of("xx a |\n") == "d.bnf:1:6: empty alternative");
  CHECK(draft_error_of("xx a b\n") == "(no error)");
  CHECK(draft_error_of("xx a [ xx ]\n") == "(no error)");
}

// ------------------------------------------------------- the URI editions ---

#ifndef RFC1738_GRAMMAR_DIR
#error "RFC1738_GRAMMAR_DIR must be defined"
#endif

namespace {

const cfg::grammar& edition(const std::string& name) {
  static std::map<std::string, cfg::grammar> cache;
  auto it = cache.find(name);
  if (it == cache.end()) {
    it = cache.emplace(name, cfg::grammar::from_uri_edition(name, RFC1738_GRAMMAR_DIR)).first;
  }
  return it->second;
}

// Every string of in is in the production's language, none of out is; the
// naive recogniser agrees on each.
void check_language(const cfg::grammar& g, std::string_view production, const std::vector<std::string>& in,
                    const std::vector<std::string>& out) {
  cfg::matcher m(g, production);
  for (const std::string& s : in) {
    INFO(g.source_name() << " " << production << " accepts " << cfg::quote(s));
    CHECK(m.matches(s));
    CHECK(naive_matches(g, production, s));
  }
  for (const std::string& s : out) {
    INFO(g.source_name() << " " << production << " rejects " << cfg::quote(s));
    CHECK_FALSE(m.matches(s));
    CHECK_FALSE(naive_matches(g, production, s));
  }
}

cfg::grammar edition_of(const std::vector<cfg::grammar::source_text>& files,
                        const std::string& core = "DIGIT = %x30-39\nALPHA = %x41-5A / %x61-7A\n") {
  return cfg::grammar::from_edition_texts(files, {"core.abnf", core});
}

cfg::grammar abnf(const std::string& text) { return edition_of({{"t.abnf", text}}); }

std::string edition_error_of(const std::vector<cfg::grammar::source_text>& files,
                             const std::string& core = "DIGIT = %x30-39\n") {
  try {
    (void)edition_of(files, core);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "(no error)";
}

std::string abnf_error_of(const std::string& text) { return edition_error_of({{"t.abnf", text}}); }

}  // namespace

TEST_CASE("editions: the table of URI editions") {
  std::vector<std::string> names;
  for (const auto& e : cfg::uri_editions()) {
    names.push_back(e.name);
    CHECK(e.core_file == "rfc5234-core.abnf");
  }
  CHECK(names == std::vector<std::string>{"rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874"});
  CHECK(cfg::find_uri_edition("rfc2732").files == std::vector<std::string>{"rfc2396.bnf", "rfc2396-excluded.bnf", "rfc2373.bnf", "rfc2732.bnf"});
  CHECK(cfg::find_uri_edition("rfc2732").readings_file == "rfc2396-excluded.readings");
  CHECK(cfg::find_uri_edition("rfc3986").readings_file.empty());
  CHECK(cfg::find_uri_edition("rfc6874").files ==
        std::vector<std::string>{"rfc3986.abnf", "rfc6874.abnf", "rfc8089.abnf", "rfc6068.abnf", "rfc5322-mailto.abnf"});
  CHECK(cfg::find_uri_edition("rfc1808").top == "URL");
  CHECK(cfg::find_uri_edition("rfc3986").top == "URI-reference");
  CHECK_THROWS_AS(cfg::find_uri_edition("rfc1738"), std::invalid_argument);
  CHECK_THROWS_AS(cfg::grammar::from_uri_edition("rfc9999", RFC1738_GRAMMAR_DIR), std::invalid_argument);
}

TEST_CASE("editions: productions in order (each file's, replaced in place, then the core rules taken)") {
  const std::vector<std::string> rfc1808 = {
      "URL", "absoluteURL", "generic-RL", "relativeURL", "net_path", "abs_path", "rel_path", "path", "fsegment", "segment",
      "params", "param", "scheme", "net_loc", "query", "fragment", "pchar", "uchar", "unreserved", "escape",
      "hex", "alpha", "lowalpha", "hialpha", "digit", "safe", "extra", "national", "reserved", "punctuation"};
  CHECK(edition("rfc1808").productions() == rfc1808);
  const std::vector<std::string> rfc2396 = {
      "URI-reference", "absoluteURI", "relativeURI", "hier_part", "opaque_part", "uric_no_slash", "net_path", "abs_path",
      "rel_path", "rel_segment", "scheme", "authority", "reg_name", "server", "userinfo", "hostport", "host", "hostname",
      "domainlabel", "toplabel", "IPv4address", "port", "path", "path_segments", "segment", "param", "pchar", "query",
      "fragment", "uric", "reserved", "unreserved", "mark", "escaped", "hex", "alphanum", "alpha", "lowalpha", "upalpha",
      "digit",
      // RFC 2396 §2.4.3's excluded sets (grammar/rfc2396-excluded.bnf).
      "control", "space", "delims", "unwise"};
  CHECK(edition("rfc2396").productions() == rfc2396);
  // RFC 2732: host (2732), IPv4address (2373), reserved and unwise (2732)
  // replace 2396's where they stand; 2373's new rules, then 2732's, then
  // HEXDIG (core; 2373's DIGIT is 2396's digit).
  std::vector<std::string> rfc2732 = rfc2396;
  for (const char* n : {"IPv6address", "IPv6prefix", "hexpart", "hexseq", "hex4", "ipv6reference", "HEXDIG"}) {
    rfc2732.emplace_back(n);
  }
  CHECK(edition("rfc2732").productions() == rfc2732);
  const std::vector<std::string> rfc3986 = {
      "URI", "hier-part", "URI-reference", "absolute-URI", "relative-ref", "relative-part", "scheme", "authority",
      "userinfo", "host", "port", "IP-literal", "IPvFuture", "IPv6address", "h16", "ls32", "IPv4address", "dec-octet",
      "reg-name", "path", "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty", "segment",
      "segment-nz", "segment-nz-nc", "pchar", "query", "fragment", "pct-encoded", "unreserved", "reserved", "gen-delims",
      "sub-delims",
      // RFC 8089 §2, RFC 6068 §2, RFC 5322's rules as RFC 6068 restricts them.
      "file-URI", "file-scheme", "file-hier-part", "auth-path", "local-path", "file-auth", "mailtoURI", "to", "hfields",
      "hfield", "hfname", "hfvalue", "addr-spec", "local-part", "domain", "dtext-no-obs", "qchar", "some-delims", "atext",
      "dot-atom-text", "qtext", "quoted-pair", "qcontent", "quoted-string",
      // The core rules, in RFC 5234's order.
      "ALPHA", "DIGIT", "DQUOTE", "HEXDIG", "HTAB", "SP", "VCHAR", "WSP"};
  CHECK(edition("rfc3986").productions() == rfc3986);
  // RFC 6874's two rules after RFC 3986's, before the scheme RFCs'.
  const auto generic_end = std::find(rfc3986.begin(), rfc3986.end(), "file-URI");
  std::vector<std::string> rfc6874(rfc3986.begin(), generic_end);
  rfc6874.emplace_back("ZoneID");
  rfc6874.emplace_back("IPv6addrz");
  rfc6874.insert(rfc6874.end(), generic_end, rfc3986.end());
  CHECK(edition("rfc6874").productions() == rfc6874);
}

TEST_CASE("editions: a prose value of RFC 822 notation is read by its reading, refused without one") {
  const std::string readings = "; r\n@prose <the bytes 00-1F>\n@why w\nctl = %x00-1F\n\n@prose <one space>\nsp = %x20\n";
  const auto g = cfg::grammar::from_edition_texts({{"t.bnf", "ctl = <the bytes 00-1F>\nsp = <one space>\nx = ctl | \"a\"\n"}},
                                                  {"core.abnf", "DIGIT = %x30-39\n"}, {"t.readings", readings});
  CHECK(g.productions() == std::vector<std::string>{"ctl", "sp", "x"});
  cfg::matcher ctl(g, "ctl");
  CHECK(ctl.matches(std::string(1, '\0')));
  CHECK(ctl.matches("\x1f"));
  CHECK_FALSE(ctl.matches(" "));
  cfg::matcher sp(g, "sp");
  CHECK(sp.matches(" "));
  CHECK_FALSE(sp.matches("\t"));
  cfg::matcher x(g, "x");
  CHECK(x.matches("\n"));
  CHECK(x.matches("a"));
  // Without a reading, or with one of another production's prose.
  CHECK(edition_error_of({{"t.bnf", "a = \"x\"\nctl = <the bytes 00-1F>\n"}}) == "t.bnf:2:7: prose value <the bytes 00-1F> of 'ctl' has no reading");
  const auto refusal = [](const auto& read) -> std::string {
    try {
      (void)read();
    } catch (const std::runtime_error& e) {
      return e.what();
    }
    return "(no error)";
  };
  CHECK(refusal([&] { return cfg::grammar::from_edition_texts({{"t.bnf", "other = <one space>\n"}}, {"core.abnf", "DIGIT = %x30-39\n"}, {"t.readings", readings}); }) ==
        "t.bnf:1:9: prose value <one space> of 'other' has no reading");
  // RFC 1738's reader (not an edition) still reads only <">.
  CHECK(refusal([] { return cfg::grammar::from_text("a = <one space>\n"); }).find("'<' is only valid as <\"> (the double-quote character)") != std::string::npos);
}

TEST_CASE("editions: names resolve case-insensitively, spelt as the rule they name") {
  const auto& g = edition("rfc2732");
  // host = hostname | IPv4address | IPv6reference: the ipv6reference beside it.
  const cfg::node& host = g.get("host").body;
  REQUIRE(host.type == cfg::node::kind::alternation);
  REQUIRE(host.children.size() == 3);
  CHECK(host.children[2].text == "ipv6reference");
  CHECK(g.has("IPv6reference"));
  CHECK(g.get("IPV6REFERENCE").name == "ipv6reference");
  // RFC 2373's IPv4address (1*3DIGIT), its DIGIT being 2396's digit.
  CHECK(g.get("IPv4address").where.line == 11);
  CHECK(g.get("DIGIT").name == "digit");
  check_language(g, "IPv4address", {"1.2.3.4", "999.999.999.999", "0.00.000.1"}, {"1234.1.1.1", "1.2.3", "a.1.1.1"});
  check_language(edition("rfc2396"), "IPv4address", {"1.2.3.4", "1234.1.1.1"}, {"1.2.3", "1.2.3.4."});
  check_language(g, "HEXDIG", {"0", "9", "a", "F"}, {"g", "G", ""});  // the core's "A" ... "F" match either case
  CHECK(cfg::matcher(g, "uri-REFERENCE").matches("http://[::1]/"));
  CHECK_FALSE(g.has("IPv6addrz"));
}

TEST_CASE("editions: RFC 3986") {
  const auto& g = edition("rfc3986");
  check_language(g, "URI-reference",
                 {"http://[::1]/", "http://[fe80::1]", "ftp://a?b@c/", "", "#f", "//h", "a:b", "../g", "g;x?y#s",
                  "http://1.2.3.4:80/p?q#f", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "http:", "?q",
                  "http://u:p@h:80/", "//[v1.x]", "HTTP://[V7.a:b]/", "a:b:c", "./a:b", "%41", "%aF", "//", "#/?:@"},
                 {"http://[fe80::1%25en0]/", "a b", "http://[::1", "%zz", "%4", "http://h:p/", ":a", "1a:b", "//[v.x]",
                  "//[vg.x]", "http://[1:1.2.3.4]/", "#f#g", "http://[::1]x/", "[::1]", "http://h/?["});
  check_language(g, "IPv6address",
                 {"::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", "::ffff:1.2.3.4", "::1.2.3.4",
                  "1:2:3:4:5:6:7::", "FFFF::abcd", "1::2:3:4:5:6:7", "1:2:3:4:5::1.2.3.4"},
                 {"1:2:3:4:5:6:7:8:9", "1::2::3", ":::", "12345::", "1:2:3:4:5:6:7", "::1.2.3.256", "1:2:3:4:5:6:7:1.2.3.4",
                  "1::2:3:4:5:6:7:8", ""});
  std::vector<std::string> octets;
  for (int i = 0; i <= 255; ++i) {
    octets.push_back(std::to_string(i));
  }
  check_language(g, "dec-octet", octets, {"256", "260", "300", "999", "01", "00", "001", "099", "", "1a", "-1"});
  check_language(g, "IPv4address", {"0.0.0.0", "255.255.255.255", "10.0.0.1"}, {"1.2.3", "1.2.3.4.", "256.1.1.1", "1.02.3.4"});
  check_language(g, "path-empty", {""}, {"a", "/"});
  check_language(g, "scheme", {"a", "A+b-c.d9"}, {"", "9a", "a_b"});
}

TEST_CASE("editions: RFC 6874") {
  const auto& g = edition("rfc6874");
  check_language(g, "URI-reference",
                 {"http://[fe80::1%25en0]/", "http://[::1]/", "http://[fe80::1%25%41]/", "http://[fe80::1%25a.b~c]", "a:b", ""},
                 {"http://[fe80::1%en0]/", "http://[fe80::1%25]/", "http://[v1.x%25a]/", "http://[fe80::1%25a:b]/", "a b"});
  check_language(g, "ZoneID", {"en0", "a%25", "-._~"}, {"", "a:b", "%zz", "a%"});
  check_language(g, "IPv6addrz", {"::1%25x"}, {"::1", "::1%x"});
}

TEST_CASE("editions: RFC 2396") {
  const auto& g = edition("rfc2396");
  check_language(g, "URI-reference",
                 {"http://a/b;p?q", "http://a.b./", "", "#f", "g;x?y#s", "../g", "//", "HTTP://A", "mailto:a@b",
                  "http://u@h:80/", "http://a/b/c/d;p?q#f", "a:b"},
                 {"http://[::1]/", "http:", "?q", "http://a/b#f#g", "a b", "%zz", "http://a/?[x]"});
  check_language(g, "hostname", {"a.b.", "a", "a-b.c", "a1.b2"}, {"a-.b", "-a", "1.2.3.4", "a..b", "", "a.1"});
}

TEST_CASE("editions: RFC 2732 (RFC 2396, RFC 2373's addresses, RFC 2732's changes)") {
  const auto& g = edition("rfc2732");
  check_language(g, "URI-reference",
                 {"http://[::1]/", "http://[fe80::1]:80/x", "http://[::ffff:1.2.3.4]/", "http://[1:1.2.3.4]/",
                  "http://[1:2:3:4:5:6:7:8:9]/", "http://a/?[x]", "#[]", "http://a/b;p?q", "http://a.b./"},
                 {"http://[::1", "http://[::1.2.3.4]/", "http://[fe80::1%25en0]/", "http://[]/", "http:"});
  // RFC 2373's grammar as written: hexseq is unbounded, and an IPv4 tail
  // follows hexpart after a ":" of its own.
  check_language(g, "IPv6address", {"::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", "::ffff:1.2.3.4", ":::1.2.3.4",
                                    "1:2:3:4:5:6:7:8:9", "1:1.2.3.4"},
                 {"::1.2.3.4", "1::2::3", ":::", "12345::", ""});
  check_language(g, "IPv6prefix", {"1::/64", "::/0"}, {"1::/128", "1::"});
  check_language(g, "reserved", {"[", "]", ";"}, {"a"});
}

TEST_CASE("editions: RFC 1808") {
  const auto& g = edition("rfc1808");
  check_language(g, "URL", {"g;x?y#s", "//g", "", "#f", "?q", "http://a/b/c/d;p?q#f", "http:", "/", "//", "%Af", "1:"},
                 {"g#s#t", "a b", "%zz", "http://[::1]/", "%A"});
  check_language(g, "hex", {"a", "A", "f", "F", "0"}, {"g", "G"});  // quoted literals case-sensitive, both listed
}

TEST_CASE("editions: the matcher agrees with the naive recogniser on samples and mutants") {
  std::mt19937_64 rng(1738);
  const std::string alphabet = "aAfFgvVxZ012569:/?#[]@!$&'()*+,;=-._~% \"<{";
  for (const auto& e : cfg::uri_editions()) {
    const auto& g = edition(e.name);
    std::size_t members = 0;
    std::size_t non_members = 0;
    for (const std::string& production : g.productions()) {
      cfg::matcher m(g, production);
      cfg::sampler smp(g, 7);
      for (int i = 0; i < 40; ++i) {
        std::string s = smp.sample(production, 3);
        const int edits = static_cast<int>(rng() % 3);
        for (int k = 0; k < edits; ++k) {
          const std::size_t at = s.empty() ? 0 : rng() % (s.size() + 1);
          const char ch = alphabet[rng() % alphabet.size()];
          switch (rng() % 3) {
            case 0: s.insert(at, 1, ch); break;
            case 1:
              if (at < s.size()) s.erase(at, 1);
              break;
            default:
              if (at < s.size()) s[at] = ch;
          }
        }
        INFO(e.name << " " << production << ": " << cfg::quote(s));
        const bool expected = naive_matches(g, production, s);
        REQUIRE(m.matches(s) == expected);
        ++(expected ? members : non_members);
        if (edits == 0) {
          REQUIRE(expected);  // a sample is in the language
        }
      }
    }
    INFO(e.name);
    CHECK(members > 200);
    CHECK(non_members > 200);
  }
}

TEST_CASE("editions: assembly over files, with the core rules") {
  // f1 (RFC 822 notation, case-sensitive literals) then f2 (ABNF): f2's ONE
  // replaces f1's one where it stands, three is new; the core gives HEXDIG and
  // the DIGIT it needs (core order), its "one" being the edition's ONE.
  const auto g = cfg::grammar::from_edition_texts(
      {{"f1.bnf", "; comment\ntop = one two [ three ]\none = \"x\"\ntwo = HEXDIG\n"},
       {"f2.abnf", "ONE = \"i\"\nthree = \"3\" 2DIGIT\n"}},
      {"core.abnf", "ALPHA = %x41-5A / %x61-7A\nDIGIT = %x30-39 / one\nHEXDIG = DIGIT / \"A\"\nBIT = \"0\" / \"1\"\n"});
  CHECK(g.productions() == std::vector<std::string>{"top", "ONE", "two", "three", "DIGIT", "HEXDIG"});
  const cfg::node& top = g.get("top").body;
  REQUIRE(top.type == cfg::node::kind::sequence);
  CHECK(top.children[0].text == "ONE");
  CHECK(g.has("Top"));
  CHECK(g.has("one"));
  CHECK_FALSE(g.has("ALPHA"));
  CHECK_FALSE(g.has("BIT"));
  check_language(g, "TOP", {"i5", "Ia", "iA", "ii", "i9312", "iI"}, {"x5", "i", "i93", "i53123", "ig"});

  // =/ adds alternatives, in the same file or a later one.
  const auto h = cfg::grammar::from_edition_texts({{"a.abnf", "r = \"a\"\nr =/ \"b\" / \"c\"\n"}, {"b.abnf", "R =/ \"d\"\n"}},
                                                  {"core.abnf", "DIGIT = %x30-39\n"});
  CHECK(h.productions() == std::vector<std::string>{"r"});
  check_language(h, "r", {"a", "b", "c", "d", "D"}, {"e", ""});

  // A later '=' drops the earlier definition and what it needed.
  const auto k = cfg::grammar::from_edition_texts({{"a.abnf", "r = DIGIT\n"}, {"b.abnf", "r = \"z\"\n"}},
                                                  {"core.abnf", "DIGIT = %x30-39\n"});
  CHECK(k.productions() == std::vector<std::string>{"r"});

  // RFC 822 notation in an edition: exact counts; RFC 1738's reader refuses them.
  const auto n = cfg::grammar::from_edition_texts({{"n.bnf", "r = 2DIGIT \"-\" 1*2\"x\"\n"}}, {"core.abnf", "DIGIT = %x30-39\n"});
  check_language(n, "r", {"12-x", "00-xx"}, {"1-x", "123-x", "12-", "12-xxx", "12-X"});
  CHECK(error_of("r = 2\"x\"\n").find("<text>:1:5:") == 0);
}

TEST_CASE("editions: the ABNF notation") {
  check_language(abnf("a = \"Ab\"\n"), "a", {"ab", "AB", "aB", "Ab"}, {"a", "abb", ""});
  check_language(abnf("a = %x41-43\n"), "a", {"A", "B", "C"}, {"D", "@", "a"});
  check_language(abnf("a = %d13.10 %b1000001 %X7e\n"), "a", {"\r\nA~"}, {"\r\na~", "\nA~"});
  check_language(abnf("a = %x00-FF\n"), "a", {std::string(1, '\0'), "\xff", "a"}, {"", "ab"});
  check_language(abnf("a = 2DIGIT\n"), "a", {"12"}, {"1", "123"});
  check_language(abnf("a = *2DIGIT\n"), "a", {"", "1", "12"}, {"123"});
  check_language(abnf("a = 2*DIGIT\n"), "a", {"12", "1234"}, {"1"});
  check_language(abnf("a = 1*3DIGIT\n"), "a", {"1", "123"}, {"", "1234"});
  check_language(abnf("a = [ \"a\" ] \"b\"\n"), "a", {"b", "ab", "AB"}, {"a", "aab"});
  check_language(abnf("a = \"x\"\n    / \"y\" ; c\n  ; comment\n\t/ \"z\"\n"), "a", {"x", "y", "z"}, {"xy"});
  check_language(abnf("a = \"x\"\r\n    / \"y\"\r\n"), "a", {"x", "y"}, {"\r"});
  check_language(abnf("a = \"x\" 0<anything> *0<at all> 0*0<either>\n"), "a", {"x"}, {"", "x<anything>"});
  check_language(abnf("a = ( \"x\" / \"y\" ) *( \"-\" DIGIT )\n"), "a", {"x", "y-1-2"}, {"x-", "-1"});
  check_language(abnf("a = \"\" / \"%\"\n"), "a", {"", "%"}, {"%%"});
  check_language(abnf("a = b\nb = c\nc = \"q\" [ a ]\n"), "a", {"q", "qqq"}, {""});  // right recursion

  CHECK(abnf_error_of("a = \"x\"\n; c\n  / \"y\"\n") == "t.abnf:3:3: expected a rule name in column 1, found '/'");
  CHECK(abnf_error_of("a = \"x\"\n\n  / \"y\"\n") == "t.abnf:3:3: expected a rule name in column 1, found '/'");
  CHECK(abnf_error_of("  a = \"x\"\n") == "t.abnf:1:3: expected a rule name in column 1, found name 'a'");
  CHECK(abnf_error_of("a = <prose>\n") ==
        "t.abnf:1:5: prose value <prose> is not a grammar (read only under a repeat of 0, as the empty string)");
  CHECK(abnf_error_of("a = 1<prose>\n").find("t.abnf:1:6: prose value <prose>") == 0);
  CHECK(abnf_error_of("a = 0( <prose> )\n").find("t.abnf:1:8: prose value <prose>") == 0);
  CHECK(abnf_error_of("a = \"a\"\"b\"\n").find("t.abnf:1:8: white space must separate the elements of a concatenation") == 0);
  CHECK(abnf_error_of("a = DIGIT(\"b\")\n").find("t.abnf:1:10: white space must separate") == 0);
  CHECK(abnf_error_of("a = 2 DIGIT\n") == "t.abnf:1:7: a repeat is written directly before its element (RFC 5234 section 3.6)");
  CHECK(abnf_error_of("a = 3*2DIGIT\n") == "t.abnf:1:5: repeat maximum is below its minimum");
  CHECK(abnf_error_of("a = %x100\n") == "t.abnf:1:7: value above 255 (the matcher reads bytes)");
  CHECK(abnf_error_of("a = %x5A-41\n") == "t.abnf:1:5: range ends below its start");
  CHECK(abnf_error_of("a = %q41\n") == "t.abnf:1:6: expected b, d or x after '%', found 'q'");
  CHECK(abnf_error_of("a = %x\n") == "t.abnf:1:7: expected a hexadecimal digit, found byte 0xa");
  CHECK(abnf_error_of("a = %b102\n") ==  // %b10, then the repeat 2 of nothing
        "t.abnf:1:9: white space must separate the elements of a concatenation (RFC 5234 section 4), found a repeat right "
        "after the element before it");
  CHECK(abnf_error_of("a = \"abc\n") == "t.abnf:1:5: unterminated quoted string");
  CHECK(abnf_error_of("a = \"a\tb\"\n") == "t.abnf:1:7: byte 0x9 in a quoted string (RFC 5234: space and visible ASCII only)");
  CHECK(abnf_error_of("a = \"x\" /\n") ==
        "t.abnf:2:1: expected a rule name, a quoted string, a %-value, '(', '[' or a repeat, found end of file");
  CHECK(abnf_error_of("a\n") == "t.abnf:2:1: expected '=' or '=/' after rule name 'a', found end of file");
  CHECK(abnf_error_of("a = ( \"x\"\n") == "t.abnf:2:1: expected ')', found end of file");
  CHECK(abnf_error_of("a = [ \"x\" )\n") == "t.abnf:1:11: expected ']', found ')'");
  CHECK(abnf_error_of("a_b = \"x\"\n") == "t.abnf:1:2: unexpected character '_' (not ABNF)");
  CHECK(abnf_error_of("a = \"x\" | \"y\"\n") == "t.abnf:1:9: unexpected character '|' (not ABNF)");
  CHECK(abnf_error_of("a = \"x\" ]\n") == "t.abnf:1:9: unexpected ']' in rule 'a'");
  CHECK(abnf_error_of("a =/ \"x\"\n") == "t.abnf:1:1: '=/' adds alternatives to 'a', which nothing before it defines");
  CHECK(abnf_error_of("a = \"x\"\nA = \"y\"\n") == "t.abnf:2:1: rule 'A' already defined at line 1");
  CHECK(abnf_error_of("a = \"x\" b\n") == "t.abnf:1:9: undefined name 'b' (defined neither by the edition's files nor by core.abnf)");
  CHECK(abnf_error_of("a = \"x\" [ a ] \"y\"\n") == "t.abnf:1:11: 'a' recurs through 'a' before its end (only right recursion is read)");
  CHECK(abnf_error_of("a = 2DIGIT\n") == "(no error)");
  // Refusals name the file that holds them: the core file, or a later file.
  CHECK(edition_error_of({{"t.abnf", "a = HEXDIG\n"}}, "HEXDIG = DIGIT / \"A\"\n") ==
        "core.abnf:1:10: undefined name 'DIGIT' (defined neither by the edition's files nor by core.abnf)");
  CHECK(edition_error_of({{"t.abnf", "a = \"x\"\n"}, {"u.bnf", "a = \"x\"\nb = *[ \"y\" ]\n"}}).find("u.bnf:2:6: a repetition of an optional part is ambiguous") == 0);
  CHECK(edition_error_of({{"t.abnf", "a = \"x\"\n"}, {"u.abnf", "a =/ b\n"}}) ==
        "u.abnf:1:6: undefined name 'b' (defined neither by the edition's files nor by core.abnf)");
  CHECK(edition_error_of({{"t.abnf", "a = \"x\"\n"}, {"u.bnf", "a = 2x\n"}}) == "u.bnf:1:6: undefined name 'x' (defined neither by the edition's files nor by core.abnf)");
  CHECK_THROWS_AS(cfg::grammar::from_edition_files({"/nonexistent/a.abnf"}, RFC1738_GRAMMAR_DIR "/rfc5234-core.abnf"), std::runtime_error);
}
