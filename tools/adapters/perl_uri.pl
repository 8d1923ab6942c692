#!/usr/bin/perl
# SPDX-License-Identifier: BSL-1.0
# The adapter for Perl's URI module (Debian liburi-perl; RFC 3986 / RFC 2396
# by its POD): reads `rfc1738 suite` on standard input and prints its answers
# in the format of `rfc1738 compare` (docs/manual/compare.md).
#
# URI->new accepts any string; an input is taken as valid when URI finds a
# scheme in it. URI->new escapes every character that is not a URI
# character (a space becomes "%20", a byte >= 0x80 is %-encoded) and drops
# leading and trailing white space: the parts below are that escaped text.
# The parts: the scheme (URI lower-cases it), the authority (->authority,
# when the input has "//"), split by hand into user, password (after the
# first ":" of the user information), host (an IP literal keeps its
# brackets) and port; the path (->path; ->opaque for mailto, which has no
# path), the query (->query); the fragment is dropped (RFC 1738 has none).
# Mapped onto RFC 1738's names as tools/adapters/adapter.hpp does (its head
# comment has the table), written again in Perl. What cannot be mapped:
# the escaping and white space above, and a scheme's case. "roles" (the
# seven roles of `rfc1738 compare --editions`): the scheme, the user
# information before the authority's last "@" as it stands, host, port,
# path (->opaque for a URI without an authority part), query and fragment
# (->fragment), of that escaped text.
use strict;
use warnings;
use JSON::PP;
use URI;

my $json = JSON::PP->new->utf8->canonical;
$| = 1;

# (Perl's split gives no field at all for "": callers take that as one empty field.)
sub split_all { my ( $s, $by ) = @_; return split /\Q$by\E/, $s, -1; }

# The parts (a hash: scheme, user, password, host, port, path, query) under
# RFC 1738's names; $text is the input.
sub map_parts {
   my ( $p, $text ) = @_;
   my %c;
   my $put = sub { my ( $name, $value ) = @_; $c{$name} = $value if defined $value; };
   my $scheme = lc( $p->{scheme} // '' );
   my $path   = $p->{path};
   my $rest   = defined $path && substr( $path, 0, 1 ) eq '/' ? substr( $path, 1 ) : undef;
   if ( $scheme eq 'http' ) {
      $put->( $_, $p->{$_} ) for qw(host port);
      $put->( path => $rest ); $put->( search => $p->{query} );
   }
   elsif ( $scheme eq 'ftp' ) {
      $put->( $_, $p->{$_} ) for qw(user password host port);
      if ( defined $rest ) {
         my $t = rindex( $rest, ';type=' );
         if ( $t >= 0 && $t + 7 == length $rest ) { $c{path} = substr( $rest, 0, $t ); $c{type} = substr( $rest, $t + 6 ); }
         else                                     { $c{path} = $rest; }
      }
   }
   elsif ( $scheme eq 'file' ) {
      $c{host} = $p->{host} if defined $p->{host} && $p->{host} ne '';
      $put->( path => $rest );
   }
   elsif ( $scheme eq 'telnet' ) {
      $put->( $_, $p->{$_} ) for qw(user password host port);
   }
   elsif ( $scheme eq 'nntp' ) {
      $put->( $_, $p->{$_} ) for qw(host port);
      if ( defined $rest ) { my @s = split_all( $rest, '/' ); @s = ('') unless @s; $c{group} = $s[0]; $c{article} = $s[1] if @s > 1; }
   }
   elsif ( $scheme eq 'gopher' ) {
      $put->( $_, $p->{$_} ) for qw(host port);
      if ( defined $rest && $rest ne '' ) {
         my $g = $rest =~ /\A%[0-9A-Fa-f]{2}/ ? 3 : 1;
         $c{type} = substr( $rest, 0, $g );
         my @s = split_all( substr( $rest, $g ), '%09' );
         @s = ('') unless @s;
         $c{path} = $s[0];
         $c{search} = $s[1] if @s > 1;
         $c{'gopher+'} = join( '%09', @s[ 2 .. $#s ] ) if @s > 2;
      }
   }
   elsif ( $scheme eq 'wais' ) {
      $put->( $_, $p->{$_} ) for qw(host port);
      if ( defined $rest ) {
         my @s = split_all( $rest, '/' );
         @s = ('') unless @s;
         $c{database} = $s[0];
         $c{type} = $s[1] if @s > 1;
         $c{path} = join( '/', @s[ 2 .. $#s ] ) if @s > 2;
      }
      $put->( search => $p->{query} );
   }
   elsif ( $scheme eq 'mailto' ) {
      $put->( address => $path );
   }
   elsif ( $scheme eq 'news' ) {
      if ( defined $path ) {
         $c{grouppart} = $path;
         if ( index( $path, '@' ) >= 0 ) { $c{article} = $path } elsif ( $path ne '*' ) { $c{group} = $path }
      }
   }
   elsif ( $scheme eq 'prospero' ) {
      $put->( $_, $p->{$_} ) for qw(host port);
      if ( defined $rest ) {
         my @s = split_all( $rest, ';' );
         @s = ('') unless @s;
         $c{path} = shift @s;
         $c{field} = [ map { my ( $n, $v ) = split /=/, $_, 2; { fieldname => $n // '', fieldvalue => $v // '' } } @s ];
      }
   }
   else {
      my $colon = index( $text, ':' );
      $c{schemepart} = substr( $text, $colon + 1 ) if $colon >= 0;
      if ( defined $p->{host} ) {
         $put->( $_, $p->{$_} ) for qw(user password host port);
         $put->( path => $rest );
      }
   }
   return \%c;
}

# The parts URI gives, or undef when it finds no scheme.
sub parts_of {
   my ($text) = @_;
   my $u = URI->new($text);
   return undef unless defined $u->scheme;
   my %p = ( scheme => $u->scheme );
   if ( $u->can('authority') ) {
      $p{path}  = $u->path;
      $p{query} = $u->query;
      my $authority = $u->authority;
      if ( defined $authority ) {
         my $hostport = $authority;
         if ( $authority =~ /\A(.*)@(.*)\z/s ) {
            $hostport = $2;
            $p{userinfo} = $1;
            my ( $user, $password ) = split /:/, $1, 2;
            $p{user}     = $user;
            $p{password} = $password;
         }
         my ( $host, $port ) = $hostport =~ /\A(\[[^\]]*\])(?::(.*))?\z/s ? ( $1, $2 ) : split /:/, $hostport, 2;
         $p{host} = $host // '';
         $p{port} = $port;
      }
   }
   else {
      $p{path} = $u->opaque;
   }
   $p{fragment} = $u->fragment;
   return \%p;
}

while ( my $line = <STDIN> ) {
   my $case   = $json->decode($line);
   my $text   = $case->{input};    # one character per byte
   my %answer = ( input => $text );
   $answer{covers} = $case->{covers} if exists $case->{covers};
   my $p = parts_of($text);
   $answer{valid} = defined $p ? JSON::PP::true : JSON::PP::false;
   if ( defined $p ) {
      $answer{scheme}     = $p->{scheme};
      $answer{components} = map_parts( $p, $text );
      $answer{roles} = { map { defined $p->{$_} ? ( $_ => $p->{$_} ) : () } qw(scheme userinfo host port path query fragment) };
   }
   print $json->encode( \%answer ), "\n";
}
