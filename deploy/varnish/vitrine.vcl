#
# Varnish (Debian's 7.1) in front of Vitrine: keeps the public pages as long as the app's
# Cache-Control says (src/platform/http/cache-control.ts: s-maxage=1, stale-while-revalidate=2), so a
# change saved in the back office reaches visitors within seconds with no purge; passes
# everything that depends on the visitor. Started by `npm run varnish` (scripts/varnish.ts).
#
# The app behind it must count Varnish as a trusted proxy: TRUSTED_PROXIES=1 (2 with nginx or
# another proxy in front of Varnish that appends to X-Forwarded-For). Varnish appends the
# address it saw to X-Forwarded-For by itself.
#
vcl 4.1;

import std;

# The app: `backend app { … }` in backend.vcl, found on vcl_path (the start script writes one
# in its work dir; the one beside this file names 127.0.0.1:3000).
include "backend.vcl";

sub vcl_recv {
	set req.backend_hint = app;

	# Form posts (Server Actions), logins, API writes: straight to the app, never kept.
	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	# A staff session (Payload's payload-token), an owner's session (vitrine-owner) or an API
	# token: whatever the answer, it is for that person.
	if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(payload-token|vitrine-owner)=") {
		return (pass);
	}
	# The back office, and the API except the uploaded photos.
	if (req.url ~ "^/admin($|[/?])" || (req.url ~ "^/api/" && req.url !~ "^/api/media/file/")) {
		return (pass);
	}
	# Pages rendered for each visitor: preview, map frame (a script nonce), the owners' login
	# and portal, the one-time links of mails.
	if (req.url ~ "^/[^/?]+/(preview|map-frame|login|portal|confirm|unsubscribe)($|[/?])") {
		return (pass);
	}
	# An unprefixed URL is the language negotiation (src/proxy.ts): its redirect depends on the
	# NEXT_LOCALE cookie and Accept-Language, so it goes to the app with them (files excepted:
	# robots.txt, sitemap.xml, the site's .json, old-site pages redirected the same for all).
	if (req.url !~ "^/[a-z]{2}/" && req.url !~ "^/(_next|api)/" && req.url !~ "^[^?]*\.[A-Za-z0-9]+($|\?)") {
		return (pass);
	}
	# The rest is the same for every visitor and the app reads no cookie there: cookies left
	# on would only split the cache (consent choices and analytics cookies of the browser).
	unset req.http.Cookie;
	return (hash);
}

sub vcl_backend_fetch {
	# What is stored, Varnish compresses itself (gzip, served to every client that takes it):
	# the app then spends nothing on compressing a page it fetches once a second. Passes keep
	# the client's own Accept-Encoding (the app may answer them with brotli).
	if (!bereq.uncacheable) {
		unset bereq.http.Accept-Encoding;
	}
}

sub vcl_backend_response {
	if (bereq.uncacheable) {
		return (deliver);
	}
	# A refresh in the background that failed: keep handing out the copy we have.
	if (beresp.status >= 500 && bereq.is_bgfetch) {
		return (abandon);
	}
	# Only what the app explicitly lets a shared cache keep; never what sets a cookie or varies
	# on one. Hit-for-miss (uncacheable for a while) so requests do not queue behind it.
	if (beresp.http.Set-Cookie ||
	    beresp.http.Cache-Control !~ "(?i)(s-maxage|max-age)=[1-9]" ||
	    beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" ||
	    beresp.http.Vary ~ "(?i)(cookie|\*)") {
		set beresp.ttl = 10s;
		set beresp.uncacheable = true;
		return (deliver);
	}
	# s-maxage is the TTL (Varnish reads it); the grace is the app's stale-while-revalidate.
	if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
		set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
	} else {
		set beresp.grace = 0s;
	}
	if (beresp.http.Content-Type ~ "(?i)^(text/|application/(json|javascript|xml|manifest\+json|rss\+xml)|image/svg)") {
		set beresp.do_gzip = true;
	}
	return (deliver);
}

sub vcl_deliver {
	# For tests and operators: whether the answer came from the cache.
	if (obj.uncacheable) {
		set resp.http.X-Cache = "PASS";
	} elsif (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
	unset resp.http.Via;
	return (deliver);
}
