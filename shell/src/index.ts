// The async boundary: shared singletons are negotiated before any application code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
