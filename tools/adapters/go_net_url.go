// SPDX-License-Identifier: BSL-1.0
// The adapter for Go's net/url (the standard library of Debian golang-go;
// RFC 3986 by its documentation): reads `rfc1738 suite` on standard input
// and prints its answers in the format of `rfc1738 compare`
// (docs/manual/compare.md). Run: go run tools/adapters/go_net_url.go
//
// An input is taken as valid when url.Parse returns no error and finds a
// scheme. The parts: the scheme (url.Parse lower-cases it), the user and
// password (u.User: Go decodes their escapes, so they are not as written),
// the host and port (u.Hostname() and u.Port(), from the text after the
// user information; an IP literal loses its brackets), the path
// (u.EscapedPath(): as written when Go takes that as a valid encoding,
// else Go's own encoding of the decoded path; u.Opaque for a URL without
// "//" whose text after ":" does not begin with "/", such as news: and
// mailto:), the query (u.RawQuery, present when u.ForceQuery or not
// empty); the fragment is dropped (RFC 1738 has none). Mapped onto RFC
// 1738's names as tools/adapters/adapter.hpp does (its head comment has
// the table), written again in Go. What cannot be mapped: the decoding of
// the user information and the re-encoding of a path noted above; an
// empty query is absent unless Go kept its "?". "roles" (the seven roles
// of `rfc1738 compare --editions`): scheme, userinfo (u.User.String(): Go's
// encoding of the decoded user and password, not as written), host (with
// an IP literal's brackets, as u.Host has them), port, path, query and
// fragment (u.EscapedFragment(), present when not empty: Go does not tell
// an empty fragment from an absent one), as above.
package main

import (
	"bufio"
	"encoding/json"
	"net/url"
	"os"
	"strings"
	"unicode/utf8"
)

type parts struct {
	scheme                                  string
	user, password, host, port, path, query *string
	roles                                   map[string]string // the seven roles, those present
}

func str(s string) *string { return &s }

// bytesOf turns the suite's text (one code point per byte) into bytes.
func bytesOf(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = append(b, byte(r))
	}
	return string(b)
}

// textOf turns bytes back into one code point per byte.
func textOf(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		b.WriteRune(rune(s[i]))
	}
	return b.String()
}

func mapParts(p parts, input string) map[string]interface{} {
	c := map[string]interface{}{}
	put := func(name string, v *string) {
		if v != nil {
			c[name] = textOf(*v)
		}
	}
	var rest *string
	if p.path != nil && strings.HasPrefix(*p.path, "/") {
		rest = str((*p.path)[1:])
	}
	switch strings.ToLower(p.scheme) {
	case "http":
		put("host", p.host)
		put("port", p.port)
		put("path", rest)
		put("search", p.query)
	case "ftp":
		put("user", p.user)
		put("password", p.password)
		put("host", p.host)
		put("port", p.port)
		if rest != nil {
			if t := strings.LastIndex(*rest, ";type="); t != -1 && t+7 == len(*rest) {
				put("path", str((*rest)[:t]))
				put("type", str((*rest)[t+6:]))
			} else {
				put("path", rest)
			}
		}
	case "file":
		if p.host != nil && *p.host != "" {
			put("host", p.host)
		}
		put("path", rest)
	case "telnet":
		put("user", p.user)
		put("password", p.password)
		put("host", p.host)
		put("port", p.port)
	case "nntp":
		put("host", p.host)
		put("port", p.port)
		if rest != nil {
			s := strings.Split(*rest, "/")
			put("group", &s[0])
			if len(s) > 1 {
				put("article", &s[1])
			}
		}
	case "gopher":
		put("host", p.host)
		put("port", p.port)
		if rest != nil && *rest != "" {
			r := *rest
			g := 1
			if len(r) >= 3 && r[0] == '%' && strings.ContainsRune("0123456789ABCDEFabcdef", rune(r[1])) && strings.ContainsRune("0123456789ABCDEFabcdef", rune(r[2])) {
				g = 3
			}
			put("type", str(r[:g]))
			s := strings.Split(r[g:], "%09")
			put("path", &s[0])
			if len(s) > 1 {
				put("search", &s[1])
			}
			if len(s) > 2 {
				put("gopher+", str(strings.Join(s[2:], "%09")))
			}
		}
	case "wais":
		put("host", p.host)
		put("port", p.port)
		if rest != nil {
			s := strings.Split(*rest, "/")
			put("database", &s[0])
			if len(s) > 1 {
				put("type", &s[1])
			}
			if len(s) > 2 {
				put("path", str(strings.Join(s[2:], "/")))
			}
		}
		put("search", p.query)
	case "mailto":
		put("address", p.path)
	case "news":
		if p.path != nil {
			put("grouppart", p.path)
			if strings.Contains(*p.path, "@") {
				put("article", p.path)
			} else if *p.path != "*" {
				put("group", p.path)
			}
		}
	case "prospero":
		put("host", p.host)
		put("port", p.port)
		if rest != nil {
			s := strings.Split(*rest, ";")
			put("path", &s[0])
			fields := []map[string]string{}
			for _, f := range s[1:] {
				name, value, _ := strings.Cut(f, "=")
				fields = append(fields, map[string]string{"fieldname": textOf(name), "fieldvalue": textOf(value)})
			}
			c["field"] = fields
		}
	default:
		if colon := strings.Index(input, ":"); colon != -1 {
			put("schemepart", str(input[colon+1:]))
		}
		if p.host != nil {
			put("user", p.user)
			put("password", p.password)
			put("host", p.host)
			put("port", p.port)
			put("path", rest)
		}
	}
	return c
}

// partsOf gives the parts net/url finds, or false when it refuses the input.
func partsOf(input string) (parts, bool) {
	u, err := url.Parse(input)
	if err != nil || u.Scheme == "" {
		return parts{}, false
	}
	p := parts{scheme: u.Scheme}
	if u.Opaque != "" {
		p.path = str(u.Opaque)
	} else {
		p.path = str(u.EscapedPath())
	}
	if u.Host != "" || strings.HasPrefix(input[len(u.Scheme)+1:], "//") {
		p.host = str(u.Hostname())
		if port := u.Port(); port != "" || strings.HasSuffix(u.Host, ":") {
			p.port = str(port)
		}
		if u.User != nil {
			p.user = str(u.User.Username())
			if pw, ok := u.User.Password(); ok {
				p.password = str(pw)
			}
		}
	}
	if u.RawQuery != "" || u.ForceQuery {
		p.query = str(u.RawQuery)
	}
	p.roles = map[string]string{"scheme": p.scheme, "path": *p.path}
	if p.host != nil {
		p.roles["host"] = *p.host
		if strings.HasPrefix(u.Host, "[") {
			p.roles["host"] = "[" + *p.host + "]"
		}
		if p.port != nil {
			p.roles["port"] = *p.port
		}
		if u.User != nil {
			p.roles["userinfo"] = u.User.String()
		}
	}
	if p.query != nil {
		p.roles["query"] = *p.query
	}
	if f := u.EscapedFragment(); f != "" {
		p.roles["fragment"] = f
	}
	return p, true
}

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for {
		line, err := in.ReadBytes('\n')
		if len(line) > 0 {
			var c map[string]interface{}
			if e := json.Unmarshal(line, &c); e != nil || !utf8.Valid(line) {
				os.Stderr.WriteString("go_net_url: a line that is not a suite case\n")
				os.Exit(2)
			}
			text, _ := c["input"].(string)
			answer := map[string]interface{}{"input": text}
			if covers, ok := c["covers"]; ok {
				answer["covers"] = covers
			}
			input := bytesOf(text)
			p, valid := partsOf(input)
			answer["valid"] = valid
			if valid {
				answer["scheme"] = textOf(p.scheme)
				answer["components"] = mapParts(p, input)
				roles := map[string]string{}
				for k, v := range p.roles {
					roles[k] = textOf(v)
				}
				answer["roles"] = roles
			}
			b, _ := json.Marshal(answer)
			out.Write(b)
			out.WriteByte('\n')
			out.Flush()
		}
		if err != nil {
			return
		}
	}
}
