#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
} api;

static char load_failure[512];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static int find(void *library, void **slot, const char *symbol) {
    *slot = dlsym(library, symbol);
    if (*slot == NULL) {
        /* curl_multi_poll is 7.66 (2019), curl_multi_wakeup 7.68. */
        snprintf(load_failure, sizeof load_failure, "the libcurl found has no %s (7.68 or later is needed)",
                 symbol);
        return 0;
    }
    return 1;
}

static void load(void) {
    /* The soname of every distribution's libcurl 7.16 and later, then Debian's other TLS flavours; or the
     * one file IKE_LIBCURL names (a libcurl the loader's path does not find). */
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4"};
    const char *chosen = getenv("IKE_LIBCURL");
    void *library = NULL;
    const char *reason = NULL;
    if (chosen != NULL && chosen[0] != '\0') {
        library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) reason = dlerror();
    } else {
        for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
            library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
            if (library == NULL && reason == NULL) reason = dlerror();
        }
    }
    if (library == NULL) {
        snprintf(load_failure, sizeof load_failure, "%s", reason ? reason : "libcurl.so.4 not found");
        return;
    }
    if (!(find(library, (void **)&api.global_init, "curl_global_init") &&
          find(library, (void **)&api.easy_init, "curl_easy_init") &&
          find(library, (void **)&api.easy_cleanup, "curl_easy_cleanup") &&
          find(library, (void **)&api.easy_setopt, "curl_easy_setopt") &&
          find(library, (void **)&api.easy_getinfo, "curl_easy_getinfo") &&
          find(library, (void **)&api.easy_strerror, "curl_easy_strerror") &&
          find(library, (void **)&api.slist_append, "curl_slist_append") &&
          find(library, (void **)&api.slist_free_all, "curl_slist_free_all") &&
          find(library, (void **)&api.multi_init, "curl_multi_init") &&
          find(library, (void **)&api.multi_cleanup, "curl_multi_cleanup") &&
          find(library, (void **)&api.multi_add_handle, "curl_multi_add_handle") &&
          find(library, (void **)&api.multi_remove_handle, "curl_multi_remove_handle") &&
          find(library, (void **)&api.multi_perform, "curl_multi_perform") &&
          find(library, (void **)&api.multi_poll, "curl_multi_poll") &&
          find(library, (void **)&api.multi_wakeup, "curl_multi_wakeup") &&
          find(library, (void **)&api.multi_info_read, "curl_multi_info_read")))
        return;
    CURLcode code = api.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK)
        snprintf(load_failure, sizeof load_failure, "libcurl failed to start: %s", api.easy_strerror(code));
}

const char *ike_curl_load(void) {
    pthread_once(&load_once, load);
    return load_failure[0] ? load_failure : NULL;
}

CURL *ike_curl_easy_init(void) { return api.easy_init(); }
void ike_curl_easy_cleanup(CURL *easy) { api.easy_cleanup(easy); }

CURLcode ike_curl_setopt_long(CURL *easy, CURLoption option, long value) {
    return api.easy_setopt(easy, option, value);
}

CURLcode ike_curl_setopt_pointer(CURL *easy, CURLoption option, const void *value) {
    return api.easy_setopt(easy, option, value);
}

CURLcode ike_curl_setopt_offset(CURL *easy, CURLoption option, curl_off_t value) {
    return api.easy_setopt(easy, option, value);
}

CURLcode ike_curl_setopt_data_callback(CURL *easy, CURLoption option, ike_curl_data_callback callback) {
    return api.easy_setopt(easy, option, callback);
}

CURLcode ike_curl_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return api.easy_getinfo(easy, info, value);
}

CURLcode ike_curl_getinfo_offset(CURL *easy, CURLINFO info, curl_off_t *value) {
    return api.easy_getinfo(easy, info, value);
}

const char *ike_curl_easy_strerror(CURLcode code) { return api.easy_strerror(code); }

struct curl_slist *ike_curl_slist_append(struct curl_slist *list, const char *line) {
    return api.slist_append(list, line);
}

void ike_curl_slist_free_all(struct curl_slist *list) { api.slist_free_all(list); }

CURLM *ike_curl_multi_init(void) { return api.multi_init(); }
void ike_curl_multi_cleanup(CURLM *multi) { api.multi_cleanup(multi); }
CURLMcode ike_curl_multi_add_handle(CURLM *multi, CURL *easy) { return api.multi_add_handle(multi, easy); }
CURLMcode ike_curl_multi_remove_handle(CURLM *multi, CURL *easy) {
    return api.multi_remove_handle(multi, easy);
}
CURLMcode ike_curl_multi_perform(CURLM *multi, int *running) { return api.multi_perform(multi, running); }
CURLMcode ike_curl_multi_poll(CURLM *multi, int timeout_ms) {
    return api.multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
CURLMcode ike_curl_multi_wakeup(CURLM *multi) { return api.multi_wakeup(multi); }

CURL *ike_curl_multi_next_done(CURLM *multi, CURLcode *result) {
    int left = 0;
    CURLMsg *message;
    while ((message = api.multi_info_read(multi, &left)) != NULL) {
        if (message->msg == CURLMSG_DONE) {
            *result = message->data.result;
            return message->easy_handle;
        }
    }
    return NULL;
}
