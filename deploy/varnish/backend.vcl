# The app Varnish fetches from (included by vitrine.vcl). scripts/varnish.ts writes its own copy
# in its work dir, found first on vcl_path; edit this one when starting varnishd by hand.
# The probe (vitrine_ready, in vitrine.vcl) asks /readyz: while it fails, Varnish serves the
# copies it has for up to a day instead of errors.
backend app {
	.host = "127.0.0.1";
	.port = "3000";
	.connect_timeout = 2s;
	.first_byte_timeout = 30s;
	.between_bytes_timeout = 10s;
	.probe = vitrine_ready;
}
