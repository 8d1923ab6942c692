#!/usr/bin/ruby
# SPDX-License-Identifier: BSL-1.0
# The adapter for Ruby's URI (the standard library of Debian ruby; its
# default parser, URI::RFC3986_Parser): reads `rfc1738 suite` on standard
# input and prints its answers in the format of `rfc1738 compare`
# (docs/manual/compare.md).
#
# An input is taken as valid when URI.parse raises no URI::Error (nor an
# ArgumentError) and finds a scheme. The input is given as a string of one
# character per byte (ISO-8859-1). The parts, as written: the scheme, the
# user information (userinfo, split at its first ":" into user and
# password), host (an IP literal keeps its brackets), port (as written:
# taken from the input after the host, since URI#port turns it into a
# number and fills in the scheme's default), path (URI#opaque for an opaque
# URI such as news: or mailto:), query; the fragment is dropped (RFC 1738
# has none). Mapped onto RFC 1738's names as tools/adapters/adapter.hpp
# does (its head comment has the table), written again in Ruby. What cannot
# be mapped: a host URI#host leaves nil with a "//" present (an empty
# host) is given as ""; URI's case-folding of the scheme. "roles" (the
# seven roles of `rfc1738 compare --editions`): scheme, userinfo
# (URI#userinfo), host, port, path, query and fragment (URI#fragment), as
# above.
require 'json'
require 'uri'

def map_parts(p, text)
  c = {}
  put = ->(name, v) { c[name] = v unless v.nil? }
  path = p[:path]
  rest = path && path.start_with?('/') ? path[1..] : nil
  case p[:scheme].to_s.downcase
  when 'http'
    put['host', p[:host]]; put['port', p[:port]]; put['path', rest]; put['search', p[:query]]
  when 'ftp'
    %i[user password host port].each { |k| put[k.to_s, p[k]] }
    unless rest.nil?
      t = rest.rindex(';type=')
      if t && t + 7 == rest.length
        c['path'] = rest[0...t]; c['type'] = rest[(t + 6)..]
      else
        c['path'] = rest
      end
    end
  when 'file'
    c['host'] = p[:host] if p[:host] && !p[:host].empty?
    put['path', rest]
  when 'telnet'
    %i[user password host port].each { |k| put[k.to_s, p[k]] }
  when 'nntp'
    put['host', p[:host]]; put['port', p[:port]]
    unless rest.nil?
      s = rest.split('/', -1)
      c['group'] = s[0] || ''
      c['article'] = s[1] if s.length > 1
    end
  when 'gopher'
    put['host', p[:host]]; put['port', p[:port]]
    if rest && !rest.empty?
      g = rest =~ /\A%[0-9A-Fa-f]{2}/ ? 3 : 1
      c['type'] = rest[0...g]
      s = rest[g..].split('%09', -1)
      c['path'] = s[0] || ''
      c['search'] = s[1] if s.length > 1
      c['gopher+'] = s[2..].join('%09') if s.length > 2
    end
  when 'wais'
    put['host', p[:host]]; put['port', p[:port]]
    unless rest.nil?
      s = rest.split('/', -1)
      c['database'] = s[0] || ''
      c['type'] = s[1] if s.length > 1
      c['path'] = s[2..].join('/') if s.length > 2
    end
    put['search', p[:query]]
  when 'mailto'
    put['address', path]
  when 'news'
    unless path.nil?
      c['grouppart'] = path
      if path.include?('@') then c['article'] = path
      elsif path != '*' then c['group'] = path
      end
    end
  when 'prospero'
    put['host', p[:host]]; put['port', p[:port]]
    unless rest.nil?
      s = rest.split(';', -1)
      c['path'] = s[0] || ''
      c['field'] = (s[1..] || []).map { |f| n, v = f.split('=', 2); { 'fieldname' => n || '', 'fieldvalue' => v || '' } }
    end
  else
    colon = text.index(':')
    c['schemepart'] = text[(colon + 1)..] if colon
    unless p[:host].nil?
      %i[user password host port].each { |k| put[k.to_s, p[k]] }
      put['path', rest]
    end
  end
  c
end

# The parts URI finds, or nil when it refuses the input.
def parts_of(text)
  u = URI.parse(text)
  return nil if u.scheme.nil?
  p = { scheme: u.scheme, fragment: u.fragment }
  if u.opaque
    p[:path] = u.opaque
    return p
  end
  p[:path] = u.path
  p[:query] = u.query
  after = text[(u.scheme.length + 1)..]
  if after.start_with?('//')
    if u.userinfo
      p[:userinfo] = u.userinfo
      p[:user], p[:password] = u.userinfo.split(':', 2)
    end
    p[:host] = u.host || ''
    authority = after[2..].split(%r{[/?#]}, 2)[0] || ''
    hostport = authority.sub(/\A.*@/m, '')
    p[:port] = hostport.sub(/\A(\[[^\]]*\]|[^:]*):/m, '') if hostport =~ /\A(\[[^\]]*\]|[^:]*):/m
  end
  p
rescue URI::Error, ArgumentError
  nil
end

$stdout.sync = false
$stdin.each_line do |line|
  c = JSON.parse(line)
  text = c['input'].encode('ISO-8859-1') # one character per byte
  answer = { 'input' => c['input'] }
  answer['covers'] = c['covers'] if c.key?('covers')
  p = parts_of(text)
  answer['valid'] = !p.nil?
  unless p.nil?
    answer['scheme'] = p[:scheme].encode('UTF-8')
    comps = map_parts(p, text)
    answer['components'] = comps.transform_values { |v| v.is_a?(String) ? v.encode('UTF-8') : v.map { |f| f.transform_values { |x| x.encode('UTF-8') } } }
    answer['roles'] = %i[scheme userinfo host port path query fragment].each_with_object({}) { |k, r| r[k.to_s] = p[k].encode('UTF-8') unless p[k].nil? }
  end
  puts JSON.generate(answer)
end
