/*
 * Typed wrappers around libedit's native API (histedit.h) for Swift.
 *
 * Swift cannot call C variadic functions (el_set, el_get, history, ioctl),
 * nor touch C globals such as stdin under Swift 6 strict concurrency, so
 * every such call gets a one-line static inline wrapper here. Nothing is
 * compiled: the bodies are inlined into the Swift module that imports this.
 */
#ifndef TV_CLIBEDIT_SHIM_H
#define TV_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <wchar.h>
#include <histedit.h>

/* Callback shapes, named so Swift sees plain @convention(c) function types. */
typedef char *(*tv_el_prompt_fn)(EditLine *);
typedef unsigned char (*tv_el_cmd_fn)(EditLine *, int);

/* MARK: editor */

/* stdin/stdout/stderr are C globals that Swift 6 rejects; touch them here. */
static inline EditLine *tv_el_init_stdio(const char *prog) { return el_init(prog, stdin, stdout, stderr); }

/* Prompt with an "ignore" character: text between two `esc` is printed but not counted. */
static inline int tv_el_set_prompt_esc(EditLine *el, tv_el_prompt_fn fn, char esc) { return el_set(el, EL_PROMPT_ESC, fn, esc); }
static inline int tv_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int tv_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int tv_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *tv_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}
static inline int tv_el_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int tv_el_addfn(EditLine *el, const char *name, const char *help, tv_el_cmd_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int tv_el_bind(EditLine *el, const char *key, const char *cmd) {
    return el_set(el, EL_BIND, key, cmd, (const char *)NULL);
}
/* `setty -d ARG`: change the edit-mode termios only (e.g. "-isig"). */
static inline int tv_el_setty_edit(EditLine *el, const char *arg) {
    return el_set(el, EL_SETTY, "-d", arg, (const char *)NULL);
}

/* Ctrl-Z by hand: cooked tty, stop this thread's process, raw tty again after `fg`. */
static inline void tv_el_suspend(EditLine *el) {
    sigset_t tstp, old;
    el_set(el, EL_PREP_TERM, 0);
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &old); /* libdispatch workers block SIGTSTP */
    pthread_kill(pthread_self(), SIGTSTP);     /* stops synchronously; returns after `fg` */
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    el_set(el, EL_PREP_TERM, 1);
    el_set(el, EL_REFRESH);
}

/* MARK: history */

static inline int tv_history_setsize(History *h, int n) { HistEvent ev; return history(h, &ev, H_SETSIZE, n); }
static inline int tv_history_setunique(History *h, int on) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, on); }
static inline int tv_history_enter(History *h, const char *s) { HistEvent ev; return history(h, &ev, H_ENTER, s); }
static inline int tv_history_load(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_LOAD, path); }
static inline int tv_history_save(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_SAVE, path); }
/* One cursor step (H_FIRST newest, H_LAST oldest, H_NEXT older, H_PREV newer); NULL at the end. */
static inline const char *tv_history_step(History *h, int op) {
    HistEvent ev;
    if (history(h, &ev, op) == -1) return NULL;
    return ev.str;
}

/* MARK: locale and terminal */

/* Call before el_init: in the "C" locale libedit silently drops non-ASCII input. */
static inline int tv_setlocale_utf8(void) {
    setlocale(LC_CTYPE, "");
    const char *cs = nl_langinfo(CODESET);
    if (cs && (cs[0] == 'U' || cs[0] == 'u') && (cs[1] == 'T' || cs[1] == 't')) return 1;
    return setlocale(LC_CTYPE, "C.UTF-8") != NULL || setlocale(LC_CTYPE, "en_US.UTF-8") != NULL;
}

/* TIOCGWINSZ (ioctl is variadic). Returns 0 and fills cols/rows, or -1. */
static inline int tv_window_size(int fd, int *cols, int *rows) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *cols = ws.ws_col;
    *rows = ws.ws_row;
    return 0;
}

#endif /* TV_CLIBEDIT_SHIM_H */
