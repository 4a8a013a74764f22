/* Glicko-2 (glicko2.h), step by step as Glickman's example names them:
 * mu and phi on the Glicko-2 scale, g(phi), E, v, delta, the new
 * volatility by the Illinois algorithm, then phi* and the new phi and mu. */
#include <math.h>

#include "referee/glicko2.h"

static const double PI = 3.14159265358979323846;
/* The Glicko scale's unit on the Glicko-2 scale (Glickman: 400 / ln 10). */
static const double SCALE = 173.7178;
static const double TAU = 0.5;
static const double EPSILON = 0.000001;

static double g_of(double phi)
{
    return 1.0 / sqrt(1.0 + 3.0 * phi * phi / (PI * PI));
}

/* Step 5: the new volatility sigma'. */
static double new_volatility(double phi, double sigma, double delta, double v)
{
    double a = log(sigma * sigma);
    double phi2 = phi * phi, delta2 = delta * delta;
#define F(x)                                                                                       \
    (exp(x) * (delta2 - phi2 - v - exp(x)) / (2.0 * pow(phi2 + v + exp(x), 2)) -                   \
     ((x)-a) / (TAU * TAU))
    double A = a, B;
    if (delta2 > phi2 + v) {
        B = log(delta2 - phi2 - v);
    } else {
        int k = 1;
        while (F(a - k * TAU) < 0)
            k++;
        B = a - k * TAU;
    }
    double fA = F(A), fB = F(B);
    for (int i = 0; i < 1000 && fabs(B - A) > EPSILON; i++) {
        double C = A + (A - B) * fA / (fB - fA);
        double fC = F(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
#undef F
    return exp(A / 2.0);
}

referee_rating referee_glicko2_update(referee_rating player, const referee_glicko2_result *results,
                                      int n)
{
    double mu = (player.rating - 1500.0) / SCALE;
    double phi = player.deviation / SCALE;
    double sigma = player.volatility;
    if (n <= 0) {
        double grown = sqrt(phi * phi + sigma * sigma);
        player.deviation = fmin(grown * SCALE, 350.0);
        return player;
    }
    if (n > REFEREE_GLICKO2_MAX_OPPONENTS)
        n = REFEREE_GLICKO2_MAX_OPPONENTS;
    double v_inverse = 0.0, sum = 0.0;
    for (int j = 0; j < n; j++) {
        double mu_j = (results[j].opponent.rating - 1500.0) / SCALE;
        double g = g_of(results[j].opponent.deviation / SCALE);
        double e = 1.0 / (1.0 + exp(-g * (mu - mu_j)));
        v_inverse += g * g * e * (1.0 - e);
        sum += g * (results[j].score - e);
    }
    double v = 1.0 / v_inverse;
    double delta = v * sum;
    double sigma_new = new_volatility(phi, sigma, delta, v);
    double phi_star = sqrt(phi * phi + sigma_new * sigma_new);
    double phi_new = 1.0 / sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    double mu_new = mu + phi_new * phi_new * sum;
    return (referee_rating){.rating = SCALE * mu_new + 1500.0,
                            .deviation = SCALE * phi_new,
                            .volatility = sigma_new,
                            .games = player.games + 1};
}

void referee_glicko2_rate_game(int n, const int rank[], referee_rating ratings[])
{
    referee_rating before[REFEREE_GLICKO2_MAX_OPPONENTS + 1];
    if (n > REFEREE_GLICKO2_MAX_OPPONENTS + 1)
        n = REFEREE_GLICKO2_MAX_OPPONENTS + 1;
    for (int i = 0; i < n; i++)
        before[i] = ratings[i];
    for (int i = 0; i < n; i++) {
        referee_glicko2_result results[REFEREE_GLICKO2_MAX_OPPONENTS];
        int count = 0;
        for (int j = 0; j < n; j++) {
            if (j == i)
                continue;
            double score = rank[i] < rank[j] ? 1.0 : rank[i] == rank[j] ? 0.5 : 0.0;
            results[count++] = (referee_glicko2_result){before[j], score};
        }
        ratings[i] = referee_glicko2_update(before[i], results, count);
    }
}
