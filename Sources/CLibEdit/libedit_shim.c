// The wrappers of libedit_shim.h, calling libedit through the functions found when it was opened.
#include "libedit_shim.h"
#include "library_loader.h"
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#define TV_LIBEDIT_FUNCTIONS(X) \
    X(el_init) X(el_end) X(el_set) X(el_get) X(el_gets) X(el_line) X(el_wline) X(el_insertstr) X(el_deletestr) \
    X(el_cursor) X(el_push) X(el_source) X(history_init) X(history_end) X(history)
TV_LIBRARY_TABLE(edit, "libedit.so." TV_LIBRARY_NUMBER(LIBEDIT_MAJOR), TV_LIBEDIT_FUNCTIONS)

int tv_libedit_available(void) { return edit_available(); }

/* MARK: editor */

/* stdin/stdout/stderr are C globals that Swift 6 rejects; touch them here. */
EditLine *tv_el_init_stdio(const char *prog) { return edit.el_init(prog, stdin, stdout, stderr); }
void tv_el_end(EditLine *el) { edit.el_end(el); }
const char *tv_el_gets(EditLine *el, int *count) { return edit.el_gets(el, count); }
const LineInfo *tv_el_line(EditLine *el) { return edit.el_line(el); }
const LineInfoW *tv_el_wline(EditLine *el) { return edit.el_wline(el); }
int tv_el_insertstr(EditLine *el, const char *text) { return edit.el_insertstr(el, text); }
void tv_el_deletestr(EditLine *el, int count) { edit.el_deletestr(el, count); }
int tv_el_cursor(EditLine *el, int count) { return edit.el_cursor(el, count); }
void tv_el_push(EditLine *el, const char *text) { edit.el_push(el, text); }
int tv_el_source(EditLine *el) { return edit.el_source(el, NULL); }
int tv_el_set_prompt_esc(EditLine *el, tv_el_prompt_fn fn, char esc) { return edit.el_set(el, EL_PROMPT_ESC, fn, esc); }
int tv_el_set_editor(EditLine *el, const char *mode) { return edit.el_set(el, EL_EDITOR, mode); }
int tv_el_set_signal(EditLine *el, int on) { return edit.el_set(el, EL_SIGNAL, on); }
int tv_el_set_clientdata(EditLine *el, void *data) { return edit.el_set(el, EL_CLIENTDATA, data); }
void *tv_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (edit.el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}
int tv_el_set_history(EditLine *el, History *h) { return edit.el_set(el, EL_HIST, edit.history, h); }
int tv_el_addfn(EditLine *el, const char *name, const char *help, tv_el_cmd_fn fn) {
    return edit.el_set(el, EL_ADDFN, name, help, fn);
}
int tv_el_bind(EditLine *el, const char *key, const char *cmd) {
    return edit.el_set(el, EL_BIND, key, cmd, (const char *)NULL);
}
int tv_el_setty_edit(EditLine *el, const char *arg) { return edit.el_set(el, EL_SETTY, "-d", arg, (const char *)NULL); }

void tv_el_suspend(EditLine *el) {
    sigset_t tstp, old;
    edit.el_set(el, EL_PREP_TERM, 0);
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &old); /* libdispatch workers block SIGTSTP */
    pthread_kill(pthread_self(), SIGTSTP);     /* stops synchronously; returns after `fg` */
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    edit.el_set(el, EL_PREP_TERM, 1);
    edit.el_set(el, EL_REFRESH);
}

/* MARK: history */

History *tv_history_init(void) { return edit.history_init(); }
void tv_history_end(History *h) { edit.history_end(h); }
int tv_history_setsize(History *h, int n) { HistEvent ev; return edit.history(h, &ev, H_SETSIZE, n); }
int tv_history_setunique(History *h, int on) { HistEvent ev; return edit.history(h, &ev, H_SETUNIQUE, on); }
int tv_history_enter(History *h, const char *s) { HistEvent ev; return edit.history(h, &ev, H_ENTER, s); }
int tv_history_load(History *h, const char *path) { HistEvent ev; return edit.history(h, &ev, H_LOAD, path); }
int tv_history_save(History *h, const char *path) { HistEvent ev; return edit.history(h, &ev, H_SAVE, path); }
const char *tv_history_step(History *h, int op) {
    HistEvent ev;
    if (edit.history(h, &ev, op) == -1) return NULL;
    return ev.str;
}

/* MARK: locale */

int tv_setlocale_utf8(void) {
    setlocale(LC_CTYPE, "");
    const char *cs = nl_langinfo(CODESET);
    if (cs && (cs[0] == 'U' || cs[0] == 'u') && (cs[1] == 'T' || cs[1] == 't')) return 1;
    return setlocale(LC_CTYPE, "C.UTF-8") != NULL || setlocale(LC_CTYPE, "en_US.UTF-8") != NULL;
}
