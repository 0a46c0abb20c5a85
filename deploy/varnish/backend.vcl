# The app Varnish fetches from (included by vitrine.vcl). scripts/varnish.ts writes its own copy
# in its work dir, found first on vcl_path; edit this one when starting varnishd by hand.
backend app {
	.host = "127.0.0.1";
	.port = "3000";
	.connect_timeout = 2s;
	.first_byte_timeout = 30s;
	.between_bytes_timeout = 10s;
}

# The same server, probed on /readyz (vitrine_ready, in vitrine.vcl) and only asked whether it is
# ready: while it is not, Varnish hands out its copies for up to a day. Requests never go here,
# because Varnish fetches nothing from a backend it finds sick, and form posts, the back office
# and the app's own 503 pages must still reach the app while /readyz fails.
backend app_health {
	.host = "127.0.0.1";
	.port = "3000";
	.probe = vitrine_ready;
}
