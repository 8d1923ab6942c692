// SPDX-License-Identifier: BSL-1.0
// The adapter for Java's java.net.URI (the JDK of Debian
// default-jdk-headless; RFC 2396 with RFC 2732's IPv6 literals, by its
// documentation): reads `rfc1738 suite` on standard input and prints its
// answers in the format of `rfc1738 compare` (docs/manual/compare.md).
// Run: java tools/adapters/JavaNetUri.java (the JDK's single-file launch).
//
// An input is taken as valid when `new URI(input)` throws no
// URISyntaxException and finds a scheme. The input is given as a string
// of one char per byte (U+0000..U+00FF); java.net.URI takes a char above
// U+007F that is not a control or space as an "other" character. The
// parts, as written (the getRaw... methods): the scheme, the authority
// (getRawAuthority, when the input has "//"; split by hand into user and
// password at the first ":" of the part before the last "@", host, an IP
// literal with its brackets, and port), the path (getRawPath; for an
// opaque URI such as news: or mailto:, getRawSchemeSpecificPart), the query
// (getRawQuery); the fragment is dropped (RFC 1738 has none). Mapped onto
// RFC 1738's names as tools/adapters/adapter.hpp does (its head comment has
// the table), written again in Java. What cannot be mapped: an authority
// that is not a server's ("registry-based") is still split as one.
// "roles" (the seven roles of `rfc1738 compare --editions`): scheme,
// userinfo (the part before the last "@"), host, port, path, query and
// fragment (getRawFragment), all as written.
// The JDK has no JSON reader: the suite's lines are read by the small one
// below (the "input" string; "covers" copied as written).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class JavaNetUri {
   static String q(String s) {
      StringBuilder b = new StringBuilder("\"");
      for (char c : s.toCharArray()) {
         if (c == '"' || c == '\\') b.append('\\').append(c);
         else if (c < 0x20 || c == 0x7f) b.append(String.format("\\u%04x", (int) c));
         else b.append(c);
      }
      return b.append('"').toString();
   }

   // The JSON string that begins at text[at] ("), decoded; end[0] is set after it.
   static String readString(String t, int at, int[] end) {
      StringBuilder b = new StringBuilder();
      int i = at + 1;
      while (t.charAt(i) != '"') {
         char c = t.charAt(i++);
         if (c != '\\') { b.append(c); continue; }
         char e = t.charAt(i++);
         switch (e) {
            case 'b': b.append('\b'); break;
            case 'f': b.append('\f'); break;
            case 'n': b.append('\n'); break;
            case 'r': b.append('\r'); break;
            case 't': b.append('\t'); break;
            case 'u': b.append((char) Integer.parseInt(t.substring(i, i + 4), 16)); i += 4; break;
            default: b.append(e);
         }
      }
      end[0] = i + 1;
      return b.toString();
   }

   // The JSON array of strings that begins at t[at] ("["), as written.
   static String rawArray(String t, int at) {
      int i = at + 1;
      int[] end = new int[1];
      while (t.charAt(i) != ']') {
         if (t.charAt(i) == '"') { readString(t, i, end); i = end[0]; } else i++;
      }
      return t.substring(at, i + 1);
   }

   static String join(List<String> s, int from, String by) {
      return String.join(by, s.subList(Math.min(from, s.size()), s.size()));
   }

   static List<String> split(String s, String by) {
      List<String> v = new ArrayList<>();
      int begin = 0;
      for (int at = s.indexOf(by); at != -1; at = s.indexOf(by, begin)) {
         v.add(s.substring(begin, at));
         begin = at + by.length();
      }
      v.add(s.substring(begin));
      return v;
   }

   static String mapParts(Map<String, String> p, String input) {
      Map<String, String> c = new LinkedHashMap<>();   // name -> JSON value
      String scheme = p.getOrDefault("scheme", "").toLowerCase();
      String path = p.get("path");
      String rest = path != null && path.startsWith("/") ? path.substring(1) : null;
      java.util.function.BiConsumer<String, String> put = (n, v) -> { if (v != null) c.put(n, q(v)); };
      String[] login = { "user", "password", "host", "port" };
      switch (scheme) {
         case "http":
            put.accept("host", p.get("host")); put.accept("port", p.get("port"));
            put.accept("path", rest); put.accept("search", p.get("query"));
            break;
         case "ftp":
            for (String k : login) put.accept(k, p.get(k));
            if (rest != null) {
               int t = rest.lastIndexOf(";type=");
               if (t != -1 && t + 7 == rest.length()) { put.accept("path", rest.substring(0, t)); put.accept("type", rest.substring(t + 6)); }
               else put.accept("path", rest);
            }
            break;
         case "file":
            if (p.get("host") != null && !p.get("host").isEmpty()) put.accept("host", p.get("host"));
            put.accept("path", rest);
            break;
         case "telnet":
            for (String k : login) put.accept(k, p.get(k));
            break;
         case "nntp":
            put.accept("host", p.get("host")); put.accept("port", p.get("port"));
            if (rest != null) { List<String> s = split(rest, "/"); put.accept("group", s.get(0)); if (s.size() > 1) put.accept("article", s.get(1)); }
            break;
         case "gopher":
            put.accept("host", p.get("host")); put.accept("port", p.get("port"));
            if (rest != null && !rest.isEmpty()) {
               int g = rest.matches("(?s)%[0-9A-Fa-f]{2}.*") ? 3 : 1;
               put.accept("type", rest.substring(0, g));
               List<String> s = split(rest.substring(g), "%09");
               put.accept("path", s.get(0));
               if (s.size() > 1) put.accept("search", s.get(1));
               if (s.size() > 2) put.accept("gopher+", join(s, 2, "%09"));
            }
            break;
         case "wais":
            put.accept("host", p.get("host")); put.accept("port", p.get("port"));
            if (rest != null) {
               List<String> s = split(rest, "/");
               put.accept("database", s.get(0));
               if (s.size() > 1) put.accept("type", s.get(1));
               if (s.size() > 2) put.accept("path", join(s, 2, "/"));
            }
            put.accept("search", p.get("query"));
            break;
         case "mailto":
            put.accept("address", path);
            break;
         case "news":
            if (path != null) {
               put.accept("grouppart", path);
               if (path.contains("@")) put.accept("article", path); else if (!path.equals("*")) put.accept("group", path);
            }
            break;
         case "prospero":
            put.accept("host", p.get("host")); put.accept("port", p.get("port"));
            if (rest != null) {
               List<String> s = split(rest, ";");
               put.accept("path", s.get(0));
               List<String> fields = new ArrayList<>();
               for (String f : s.subList(1, s.size())) {
                  int eq = f.indexOf('=');
                  fields.add("{\"fieldname\":" + q(eq == -1 ? f : f.substring(0, eq)) + ",\"fieldvalue\":" + q(eq == -1 ? "" : f.substring(eq + 1)) + "}");
               }
               c.put("field", "[" + String.join(",", fields) + "]");
            }
            break;
         default:
            int colon = input.indexOf(':');
            if (colon != -1) put.accept("schemepart", input.substring(colon + 1));
            if (p.get("host") != null) {
               for (String k : login) put.accept(k, p.get(k));
               put.accept("path", rest);
            }
      }
      StringBuilder b = new StringBuilder("{");
      for (Map.Entry<String, String> e : c.entrySet()) {
         if (b.length() > 1) b.append(',');
         b.append(q(e.getKey())).append(':').append(e.getValue());
      }
      return b.append('}').toString();
   }

   // The parts java.net.URI finds, or null when it refuses the input.
   static Map<String, String> partsOf(String input) {
      URI u;
      try {
         u = new URI(input);
      } catch (URISyntaxException e) {
         return null;
      }
      if (u.getScheme() == null) return null;
      Map<String, String> p = new LinkedHashMap<>();
      p.put("scheme", u.getScheme());
      if (u.getRawFragment() != null) p.put("fragment", u.getRawFragment());
      if (u.isOpaque()) {
         p.put("path", u.getRawSchemeSpecificPart());
         return p;
      }
      p.put("path", u.getRawPath());
      if (u.getRawQuery() != null) p.put("query", u.getRawQuery());
      String authority = u.getRawAuthority();
      if (authority == null && input.substring(u.getScheme().length() + 1).startsWith("//")) authority = "";
      if (authority != null) {
         String hostport = authority;
         int at = authority.lastIndexOf('@');
         if (at != -1) {
            String info = authority.substring(0, at);
            hostport = authority.substring(at + 1);
            p.put("userinfo", info);
            int colon = info.indexOf(':');
            p.put("user", colon == -1 ? info : info.substring(0, colon));
            if (colon != -1) p.put("password", info.substring(colon + 1));
         }
         int close = hostport.startsWith("[") ? hostport.indexOf(']') : -1;
         int colon = hostport.indexOf(':', close == -1 ? 0 : close);
         p.put("host", colon == -1 ? hostport : hostport.substring(0, colon));
         if (colon != -1) p.put("port", hostport.substring(colon + 1));
      }
      return p;
   }

   // The parts under the seven roles, as a JSON object.
   static String rolesOf(Map<String, String> p) {
      StringBuilder r = new StringBuilder("{");
      for (String role : new String[] { "scheme", "userinfo", "host", "port", "path", "query", "fragment" }) {
         if (p.get(role) == null) continue;
         if (r.length() > 1) r.append(',');
         r.append(q(role)).append(':').append(q(p.get(role)));
      }
      return r.append('}').toString();
   }

   public static void main(String[] args) throws Exception {
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, "UTF-8");
      int[] end = new int[1];
      for (String line; (line = in.readLine()) != null;) {
         int i = line.indexOf("\"input\":");
         if (i == -1) { System.err.println("JavaNetUri: a line that is not a suite case"); System.exit(2); }
         String input = readString(line, i + 8, end);
         StringBuilder a = new StringBuilder("{\"input\":").append(q(input));
         int c = line.indexOf("\"covers\":[");
         if (c != -1) a.append(",\"covers\":").append(rawArray(line, c + 9));
         Map<String, String> p = partsOf(input);
         a.append(",\"valid\":").append(p != null);
         if (p != null) a.append(",\"scheme\":").append(q(p.get("scheme"))).append(",\"components\":").append(mapParts(p, input)).append(",\"roles\":").append(rolesOf(p));
         out.print(a.append("}\n"));
      }
      out.flush();
   }
}
