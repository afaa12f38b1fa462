/**
 * Último contacto autenticado de cada usuario (tabla contacto_usuario): cada llamada a /api/ de un
 * usuario cuenta como contacto, pero se escribe como mucho una vez cada `intervaloMs` por usuario y
 * proceso, así que ni un técnico que sincroniza cada pocos segundos ni cien pestañas del supervisor
 * cargan la base. No es un documento sincronizado: no genera cambios ni avisos (sin tormentas de pokes).
 * Anotar es lo de menos en una llamada: si falla, la llamada sigue igual.
 */
import type { Db } from '../db/tipos';
import type { MetodoRpc } from '../rpc/tipos';

/** Como mucho una escritura por usuario y proceso en este intervalo (el cliente baja cada 30 s). */
export const INTERVALO_CONTACTO_MS = 10_000;

export interface RegistroContacto {
  /** Anota el contacto si toca; true si escribió. */
  anotar(idusuario: string): Promise<boolean>;
}

export const crearRegistroContacto = (db: Db, intervaloMs = INTERVALO_CONTACTO_MS, reloj: () => number = Date.now): RegistroContacto => {
  const ultimos = new Map<string, number>();
  return {
    async anotar(idusuario) {
      const ahora = reloj();
      const previo = ultimos.get(idusuario);
      if (previo !== undefined && ahora - previo < intervaloMs) return false;
      ultimos.set(idusuario, ahora);
      await db.query(
        `insert into contacto_usuario (idusuario, ultimo_contacto) values ($1, now())
         on conflict (idusuario) do update set ultimo_contacto = greatest(contacto_usuario.ultimo_contacto, excluded.ultimo_contacto)`,
        [idusuario],
      );
      return true;
    },
  };
};

/** Los mismos métodos, pero cada llamada anota antes el contacto de quien llama. */
export const conContacto = (registro: RegistroContacto, metodos: readonly MetodoRpc<unknown>[]): MetodoRpc<unknown>[] =>
  metodos.map((m) => ({
    ...m,
    ejecutar: async (p, ctx) => {
      // Un fallo al anotar (la base ocupada) no puede tumbar la llamada: el contacto se anotará en la próxima.
      await registro.anotar(ctx.usuario.idusuario).catch(() => false);
      return m.ejecutar(p, ctx);
    },
  }));
