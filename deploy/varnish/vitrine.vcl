#
# Varnish (Debian's 7.1) in front of Vitrine: keeps the public pages as long as the app's
# Cache-Control says (src/platform/http/cache-control.ts: s-maxage=1, stale-while-revalidate=2), so a
# change saved in the back office reaches visitors within seconds with no purge; passes
# everything that depends on the visitor. Started by `npm run varnish` (scripts/varnish.ts).
#
# When the app cannot answer (every app server down, /readyz failing, a fetch answering 5xx or
# not at all), the last good copy of a page or a photo is served for up to 24 hours, marked
# `X-Cache: STALE` (the app's stale-if-error=86400 says the same to a CDN). Each stored object
# is kept 24 h past its TTL as grace; a request may use that grace only while the app is sick,
# or after its own fetch failed, so a healthy app keeps the short freshness above.
#
# The app behind it must count Varnish as a trusted proxy: TRUSTED_PROXIES=1 (2 with nginx or
# another proxy in front of Varnish that appends to X-Forwarded-For). Varnish appends the
# address it saw to X-Forwarded-For by itself.
#
vcl 4.1;

import std;

# Whether the app can answer: /readyz is 200 while its database answers within 2 s, else 503
# (a stopped server refuses). Sick after 3 bad polls of the last 5 (about 6 s), healthy again
# after 3 good ones; healthy from the start (initial), so a fresh Varnish serves at once.
# Only read (std.healthy), never used to fetch: see backend.vcl.
probe vitrine_ready {
	.url = "/readyz";
	.interval = 2s;
	.timeout = 2s;
	.window = 5;
	.threshold = 3;
	.initial = 3;
}

# The app: `backend app { … }` and `backend app_health { … .probe = vitrine_ready; }` in
# backend.vcl, found on vcl_path (the start script writes one in its work dir; the one beside
# this file names 127.0.0.1:3000).
include "backend.vcl";

sub vcl_recv {
	set req.backend_hint = app;
	# Set only by this VCL (a restart after a failed fetch, below), never by a client.
	if (req.restarts == 0) {
		unset req.http.X-Vitrine-Stale;
	}

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

	# How far past its TTL a stored copy may be handed out (the lookup takes the smaller of
	# this and the object's 24 h grace). While the app is healthy: its stale-while-revalidate,
	# 2 s on pages (photos carry none), with a fetch in the background, exactly as the app asks.
	# While it is sick, or after this request's fetch failed: the whole day.
	if (req.http.X-Vitrine-Stale || !std.healthy(app_health)) {
		set req.grace = 24h;
	} elsif (req.url ~ "^/api/media/file/") {
		set req.grace = 0s;
	} else {
		set req.grace = 2s;
	}
	return (hash);
}

sub vcl_hit {
	# A copy past its TTL handed out because the app cannot give a fresh one: say so.
	if (obj.ttl < 0s && (req.http.X-Vitrine-Stale || !std.healthy(app_health))) {
		set req.http.X-Vitrine-Stale = "served";
	}
}

sub vcl_miss {
	# The fetch failed and there is no copy to hand out: ask the app once more, uncached, so the
	# visitor gets the app's own answer (its translated 503 page) rather than Varnish's.
	if (req.http.X-Vitrine-Stale) {
		return (pass);
	}
}

sub vcl_synth {
	# A fetch for the cache that failed or answered 5xx (abandoned below): look again with the
	# whole day's grace, once. Only cacheable GET and HEAD requests get here with a 503.
	if (resp.status == 503 && req.restarts == 0 && !req.http.X-Vitrine-Stale &&
	    (req.method == "GET" || req.method == "HEAD")) {
		set req.http.X-Vitrine-Stale = "fetch-failed";
		return (restart);
	}
}

sub vcl_backend_fetch {
	unset bereq.http.X-Vitrine-Stale;
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
	# A fetch that answered 5xx: never stored over the copy we have. A refresh in the
	# background just ends; a visitor's fetch goes to vcl_synth (503), which looks for that copy.
	if (beresp.status >= 500) {
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
	# s-maxage is the TTL (Varnish reads it). Every copy is kept a day past it, the grace that
	# vcl_recv lets a request use only while the app cannot answer (the app's own
	# stale-while-revalidate is the grace it uses otherwise). When the storage is full, the
	# least recently used copies make room.
	set beresp.grace = 24h;
	if (beresp.http.Content-Type ~ "(?i)^(text/|application/(json|javascript|xml|manifest\+json|rss\+xml)|image/svg)") {
		set beresp.do_gzip = true;
	}
	return (deliver);
}

sub vcl_backend_error {
	# No answer at all (refused, reset, timed out): as a 5xx above. Passes get
	# Varnish's own 503.
	if (!bereq.uncacheable) {
		return (abandon);
	}
}

sub vcl_deliver {
	# For tests and operators: whether the answer came from the cache, and STALE when it is a
	# copy past its time handed out because the app could not answer.
	if (req.http.X-Vitrine-Stale == "served") {
		set resp.http.X-Cache = "STALE";
	} elsif (obj.uncacheable) {
		set resp.http.X-Cache = "PASS";
	} elsif (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
	unset resp.http.Via;
	return (deliver);
}
