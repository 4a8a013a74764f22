/* The second opinion on a certificate the CA file refused
 * (xmpp_certificate_second_opinion, net/xmpp_certificate.h): the system's
 * store is asked about the account's domain and only its "trusted" lets
 * the connection go on; no certificate or no domain is refused without
 * asking; where the platform has no store (here, Linux) nothing changes.
 * The Windows store itself (platform/server_trust_windows.c) cannot be
 * given a test authority under wine: this is its decision, with the
 * store's answer faked. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "net/xmpp_certificate.h"

static const char PEM[] = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";

static struct {
    platform_server_trust answer;
    int asked;
    char name[300];
    const char *pem;
} store;

static platform_server_trust fake_store(const char *pem, const char *server_name)
{
    store.asked++;
    store.pem = pem;
    snprintf(store.name, sizeof store.name, "%s", server_name);
    return store.answer;
}

static int reset(void **state)
{
    (void)state;
    memset(&store, 0, sizeof store);
    return 0;
}

static void test_the_store_is_asked_about_the_accounts_domain(void **state)
{
    (void)state;
    store.answer = PLATFORM_TRUST_TRUSTED;
    assert_true(xmpp_certificate_second_opinion(PEM, "ana@village.test/desk", fake_store));
    assert_int_equal(store.asked, 1);
    assert_string_equal(store.name, "village.test");
    assert_ptr_equal(store.pem, PEM);
    assert_true(xmpp_certificate_second_opinion(PEM, "village.test", fake_store));
    assert_string_equal(store.name, "village.test");
}

static void test_only_trusted_lets_it_through(void **state)
{
    (void)state;
    store.answer = PLATFORM_TRUST_REFUSED;
    assert_false(xmpp_certificate_second_opinion(PEM, "ana@village.test", fake_store));
    store.answer = PLATFORM_TRUST_NOT_ASKED;
    assert_false(xmpp_certificate_second_opinion(PEM, "ana@village.test", fake_store));
    assert_int_equal(store.asked, 2);
}

static void test_nothing_to_ask_about_is_refused_unasked(void **state)
{
    (void)state;
    store.answer = PLATFORM_TRUST_TRUSTED;
    assert_false(xmpp_certificate_second_opinion(NULL, "ana@village.test", fake_store));
    assert_false(xmpp_certificate_second_opinion("", "ana@village.test", fake_store));
    assert_false(xmpp_certificate_second_opinion(PEM, NULL, fake_store));
    assert_false(xmpp_certificate_second_opinion(PEM, "ana@", fake_store));
    assert_false(xmpp_certificate_second_opinion(PEM, "ana@/desk", fake_store));
    char long_jid[400];
    memset(long_jid, 'a', sizeof long_jid - 1);
    long_jid[sizeof long_jid - 1] = '\0';
    long_jid[3] = '@';
    assert_false(xmpp_certificate_second_opinion(PEM, long_jid, fake_store));
    assert_int_equal(store.asked, 0);
}

static void test_without_a_system_store_a_refusal_stands(void **state)
{
    (void)state;
    assert_int_equal(platform_system_trusts_server(PEM, "village.test"), PLATFORM_TRUST_NOT_ASKED);
    assert_false(
        xmpp_certificate_second_opinion(PEM, "ana@village.test", platform_system_trusts_server));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_the_store_is_asked_about_the_accounts_domain, reset),
        cmocka_unit_test_setup(test_only_trusted_lets_it_through, reset),
        cmocka_unit_test_setup(test_nothing_to_ask_about_is_refused_unasked, reset),
        cmocka_unit_test_setup(test_without_a_system_store_a_refusal_stands, reset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
