// SPDX-License-Identifier: BSL-1.0
// The adapter for Rust's url crate (Debian librust-url-dev 2.3; the WHATWG
// URL Standard by its documentation): reads `rfc1738 suite` on standard
// input and prints its answers in the format of `rfc1738 compare`
// (docs/manual/compare.md).
//
// An input is taken as valid when Url::parse returns Ok (a URL always has
// a scheme). The input's bytes are given as a string of one char per byte
// (U+0000..U+00FF; the crate takes a &str): it encodes a char above U+007F
// as UTF-8 and percent-encodes it, strips leading and trailing C0 controls
// and spaces and removes tab, CR and LF, as the WHATWG standard says. The
// parts: the scheme (lower-cased), username and password (present when
// not empty: the crate does not tell an empty one from an absent one), the
// host (host_str(): an IP literal keeps its brackets; present when the URL
// has an authority, `has_authority`), the port (port(): None for the
// scheme's default port, 80 for http, 21 for ftp, ...), the path (for a
// URL that cannot be a base, such as news: or mailto:, its opaque path),
// the query; the fragment is dropped (RFC 1738 has none). Mapped onto RFC
// 1738's names as tools/adapters/adapter.hpp does (its head comment has the
// table), written again in Rust. What cannot be mapped: the normalisation
// the standard does (host case, percent-encoding, dot segments, IPv4
// numbers, default ports, "/" for an empty http path). "roles" (the seven
// roles of `rfc1738 compare --editions`): scheme, userinfo (username and
// password joined again by ":"), host, port, path, query and fragment
// (fragment()), the serialised parts (the crate has no accessor of the
// input's own bytes), normalised as above. There is no JSON
// crate among Debian's that url needs: the suite's lines are read by the
// small reader below (the "input" string; "covers" copied as written).
use std::collections::BTreeMap;
use std::io::{BufRead, BufWriter, Write};

fn quote(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => o.push_str(&format!("\\u{:04x}", c as u32)),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// The JSON string at `at` (its opening quote), decoded, and where it ends.
fn read_string(t: &[char], at: usize) -> (String, usize) {
    let mut o = String::new();
    let mut i = at + 1;
    while t[i] != '"' {
        let c = t[i];
        i += 1;
        if c != '\\' {
            o.push(c);
            continue;
        }
        let e = t[i];
        i += 1;
        match e {
            'b' => o.push('\u{8}'),
            'f' => o.push('\u{c}'),
            'n' => o.push('\n'),
            'r' => o.push('\r'),
            't' => o.push('\t'),
            'u' => {
                let h: String = t[i..i + 4].iter().collect();
                o.push(char::from_u32(u32::from_str_radix(&h, 16).unwrap_or(0xfffd)).unwrap_or('\u{fffd}'));
                i += 4;
            }
            e => o.push(e),
        }
    }
    (o, i + 1)
}

/// The JSON array of strings at `at` ("["), as written.
fn raw_array(t: &[char], at: usize) -> String {
    let mut i = at + 1;
    while t[i] != ']' {
        if t[i] == '"' {
            i = read_string(t, i).1;
        } else {
            i += 1;
        }
    }
    t[at..=i].iter().collect()
}

#[derive(Default)]
struct Parts {
    scheme: String,
    user: Option<String>,
    password: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
}

/// The parts under the seven roles, as a JSON object.
fn roles_of(p: &Parts) -> String {
    let userinfo = if p.user.is_some() || p.password.is_some() {
        Some(format!("{}{}", p.user.clone().unwrap_or_default(), p.password.as_ref().map(|w| format!(":{}", w)).unwrap_or_default()))
    } else {
        None
    };
    let scheme = Some(p.scheme.clone());
    let roles = [("scheme", &scheme), ("userinfo", &userinfo), ("host", &p.host), ("port", &p.port), ("path", &p.path), ("query", &p.query), ("fragment", &p.fragment)];
    let v: Vec<String> = roles.iter().filter_map(|(k, v)| v.as_ref().map(|v| format!("{}:{}", quote(k), quote(v)))).collect();
    format!("{{{}}}", v.join(","))
}

fn map_parts(p: &Parts, input: &str) -> String {
    let mut c: BTreeMap<&str, String> = BTreeMap::new();
    let mut put = |c: &mut BTreeMap<&str, String>, name: &'static str, v: &Option<String>| {
        if let Some(v) = v {
            c.insert(name, quote(v));
        }
    };
    let rest: Option<String> = p.path.as_ref().and_then(|s| s.strip_prefix('/').map(String::from));
    let login = |c: &mut BTreeMap<&str, String>, put: &mut dyn FnMut(&mut BTreeMap<&str, String>, &'static str, &Option<String>)| {
        put(c, "user", &p.user);
        put(c, "password", &p.password);
        put(c, "host", &p.host);
        put(c, "port", &p.port);
    };
    match p.scheme.to_lowercase().as_str() {
        "http" => {
            put(&mut c, "host", &p.host);
            put(&mut c, "port", &p.port);
            put(&mut c, "path", &rest);
            put(&mut c, "search", &p.query);
        }
        "ftp" => {
            login(&mut c, &mut put);
            if let Some(r) = &rest {
                match r.rfind(";type=") {
                    Some(t) if t + 7 == r.len() => {
                        c.insert("path", quote(&r[..t]));
                        c.insert("type", quote(&r[t + 6..]));
                    }
                    _ => {
                        c.insert("path", quote(r));
                    }
                }
            }
        }
        "file" => {
            if p.host.as_deref().map_or(false, |h| !h.is_empty()) {
                put(&mut c, "host", &p.host);
            }
            put(&mut c, "path", &rest);
        }
        "telnet" => login(&mut c, &mut put),
        "nntp" => {
            put(&mut c, "host", &p.host);
            put(&mut c, "port", &p.port);
            if let Some(r) = &rest {
                let s: Vec<&str> = r.split('/').collect();
                c.insert("group", quote(s[0]));
                if s.len() > 1 {
                    c.insert("article", quote(s[1]));
                }
            }
        }
        "gopher" => {
            put(&mut c, "host", &p.host);
            put(&mut c, "port", &p.port);
            if let Some(r) = rest.as_deref().filter(|r| !r.is_empty()) {
                let b = r.as_bytes();
                let g = if b.len() >= 3 && b[0] == b'%' && b[1].is_ascii_hexdigit() && b[2].is_ascii_hexdigit() { 3 } else { r.chars().next().map_or(1, |x| x.len_utf8()) };
                c.insert("type", quote(&r[..g]));
                let s: Vec<&str> = r[g..].split("%09").collect();
                c.insert("path", quote(s[0]));
                if s.len() > 1 {
                    c.insert("search", quote(s[1]));
                }
                if s.len() > 2 {
                    c.insert("gopher+", quote(&s[2..].join("%09")));
                }
            }
        }
        "wais" => {
            put(&mut c, "host", &p.host);
            put(&mut c, "port", &p.port);
            if let Some(r) = &rest {
                let s: Vec<&str> = r.split('/').collect();
                c.insert("database", quote(s[0]));
                if s.len() > 1 {
                    c.insert("type", quote(s[1]));
                }
                if s.len() > 2 {
                    c.insert("path", quote(&s[2..].join("/")));
                }
            }
            put(&mut c, "search", &p.query);
        }
        "mailto" => put(&mut c, "address", &p.path),
        "news" => {
            if let Some(path) = &p.path {
                c.insert("grouppart", quote(path));
                if path.contains('@') {
                    c.insert("article", quote(path));
                } else if path != "*" {
                    c.insert("group", quote(path));
                }
            }
        }
        "prospero" => {
            put(&mut c, "host", &p.host);
            put(&mut c, "port", &p.port);
            if let Some(r) = &rest {
                let s: Vec<&str> = r.split(';').collect();
                c.insert("path", quote(s[0]));
                let fields: Vec<String> = s[1..]
                    .iter()
                    .map(|f| {
                        let (n, v) = f.split_once('=').unwrap_or((f, ""));
                        format!("{{\"fieldname\":{},\"fieldvalue\":{}}}", quote(n), quote(v))
                    })
                    .collect();
                c.insert("field", format!("[{}]", fields.join(",")));
            }
        }
        _ => {
            if let Some(colon) = input.find(':') {
                c.insert("schemepart", quote(&input[colon + 1..]));
            }
            if p.host.is_some() {
                login(&mut c, &mut put);
                put(&mut c, "path", &rest);
            }
        }
    }
    let v: Vec<String> = c.iter().map(|(k, v)| format!("{}:{}", quote(k), v)).collect();
    format!("{{{}}}", v.join(","))
}

/// The parts the url crate finds, or None when it refuses the input.
fn parts_of(input: &str) -> Option<Parts> {
    let u = url::Url::parse(input).ok()?;
    let nonempty = |s: &str| if s.is_empty() { None } else { Some(s.to_string()) };
    let mut p = Parts { scheme: u.scheme().to_string(), path: Some(u.path().to_string()), query: u.query().map(String::from), fragment: u.fragment().map(String::from), ..Default::default() };
    if u.has_authority() {
        p.host = Some(u.host_str().unwrap_or("").to_string());
        p.user = nonempty(u.username());
        p.password = u.password().map(String::from);
        p.port = u.port().map(|n| n.to_string());
    }
    Some(p)
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = BufWriter::new(std::io::stdout());
    for line in stdin.lock().lines() {
        let line = line.expect("reading standard input");
        let t: Vec<char> = line.chars().collect();
        let text: String = line.clone();
        let i = match text.find("\"input\":") {
            Some(i) => i,
            None => {
                eprintln!("rust_url: a line that is not a suite case");
                std::process::exit(2);
            }
        };
        let at = text[..i].chars().count() + 8;
        let (input, _) = read_string(&t, at);
        let mut a = format!("{{\"input\":{}", quote(&input));
        if let Some(c) = text.find("\"covers\":[") {
            a.push_str(&format!(",\"covers\":{}", raw_array(&t, text[..c].chars().count() + 9)));
        }
        match parts_of(&input) {
            Some(p) => a.push_str(&format!(",\"valid\":true,\"scheme\":{},\"components\":{},\"roles\":{}", quote(&p.scheme), map_parts(&p, &input), roles_of(&p))),
            None => a.push_str(",\"valid\":false"),
        }
        a.push_str("}\n");
        out.write_all(a.as_bytes()).expect("writing standard output");
    }
}
