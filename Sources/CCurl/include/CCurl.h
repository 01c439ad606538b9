#ifndef CCURL_H
#define CCURL_H

/* libcurl, loaded with dlopen the first time a sync sends a request (Docs/Decisions.md, 2026-11-29): linked
 * the usual way it would load 31 shared libraries (OpenSSL, GnuTLS, Kerberos, LDAP, ...) at every start of
 * every command. The header is the system's (libcurl4-openssl-dev, which the Makefile installs); only the
 * functions below are called, through pointers this file's loader looks up. curl_easy_setopt and
 * curl_easy_getinfo are variadic, which Swift cannot call, hence one wrapper per argument type. */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/* Loads libcurl and initialises it, once per process; NULL when it is ready, else why it is not. */
const char *ike_curl_load(void);

typedef size_t (*ike_curl_data_callback)(char *data, size_t size, size_t count, void *context);

CURL *ike_curl_easy_init(void);
void ike_curl_easy_cleanup(CURL *easy);
CURLcode ike_curl_setopt_long(CURL *easy, CURLoption option, long value);
CURLcode ike_curl_setopt_pointer(CURL *easy, CURLoption option, const void *value);
CURLcode ike_curl_setopt_offset(CURL *easy, CURLoption option, curl_off_t value);
CURLcode ike_curl_setopt_data_callback(CURL *easy, CURLoption option, ike_curl_data_callback callback);
CURLcode ike_curl_getinfo_long(CURL *easy, CURLINFO info, long *value);
CURLcode ike_curl_getinfo_offset(CURL *easy, CURLINFO info, curl_off_t *value);
const char *ike_curl_easy_strerror(CURLcode code);

struct curl_slist *ike_curl_slist_append(struct curl_slist *list, const char *line);
void ike_curl_slist_free_all(struct curl_slist *list);

CURLM *ike_curl_multi_init(void);
void ike_curl_multi_cleanup(CURLM *multi);
CURLMcode ike_curl_multi_add_handle(CURLM *multi, CURL *easy);
CURLMcode ike_curl_multi_remove_handle(CURLM *multi, CURL *easy);
CURLMcode ike_curl_multi_perform(CURLM *multi, int *running);
/* Waits up to timeout_ms for a transfer's socket or curl_multi_wakeup. */
CURLMcode ike_curl_multi_poll(CURLM *multi, int timeout_ms);
CURLMcode ike_curl_multi_wakeup(CURLM *multi);
/* The next finished transfer and its result, NULL when none is left. */
CURL *ike_curl_multi_next_done(CURLM *multi, CURLcode *result);

#endif
