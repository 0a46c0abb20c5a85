# The app Varnish fetches from (included by vitrine.vcl). scripts/varnish.ts writes its own copy
# in its work dir, found first on vcl_path; edit this one when starting varnishd by hand.
backend app {
	.host = "127.0.0.1";
	.port = "3000";
	.connect_timeout = 2s;
	.first_byte_timeout = 30s;
	.between_bytes_timeout = 10s;
}
