/**
 * Cambiar contraseña: actual, nueva (al menos 6 caracteres) y repetición (formulario declarado en
 * validar-contrasena.ts). La cambia el servidor (usuario.cambiarContrasena), que cierra las sesiones de
 * los demás dispositivos; esta sigue abierta. Tras cambiarla, vuelve a Configuración.
 */
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { titulosConfiguracion } from './configuracion.labels';
import { cambiarContrasena } from './contrasena';
import { MigasConfiguracion } from './Migas';
import { CONTRASENA_VACIA, formularioContrasena } from './validar-contrasena';

export function CambiarContrasenaScreen() {
  const navigate = useNavigate();
  const declaracion = useMemo(() => formularioContrasena(cambiarContrasena), []);
  return (
    <div className="pantalla">
      <MigasConfiguracion />
      <h1>{titulosConfiguracion.contrasena}</h1>
      <section className="tarjeta">
        <FormularioDeclarado
          declaracion={declaracion}
          valores={CONTRASENA_VACIA}
          registro={undefined}
          modo="alta"
          etiqueta={titulosConfiguracion.contrasena}
          despues={() => navigate({ to: '/configuracion/' })}
        />
      </section>
    </div>
  );
}
